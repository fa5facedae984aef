// webpack's asset/resource rule turns a font file import into its URL.
declare module '*.woff2' {
  const url: string;
  export default url;
}
