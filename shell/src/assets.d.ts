// Fonts and images are emitted as files by webpack (asset/resource) and imported as their URL.
declare module '*.woff2' {
  const url: string;
  export default url;
}
