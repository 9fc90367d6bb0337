/** Files the site bundle imports as text (esbuild's text loader), e.g. Font Awesome SVGs. */
declare module '*.svg' {
  const markup: string;
  export default markup;
}
