// webpack's asset/resource rules turn these imports into URLs.
declare module '*.webm' {
  const url: string;
  export default url;
}
declare module '*.vtt' {
  const url: string;
  export default url;
}
declare module '*.jpg' {
  const url: string;
  export default url;
}
