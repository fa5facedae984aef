// Apps type-check this file from source, so it brings its own declaration of font imports.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./assets.d.ts" />
// Self-hosted Montserrat 400/500/600/700. The build loads CSS as text (asset/source) and fonts as URLs
// (asset/resource), so the @font-face rules are written here with the imported URLs and injected once.
import latin400 from '@fontsource/montserrat/files/montserrat-latin-400-normal.woff2';
import latin500 from '@fontsource/montserrat/files/montserrat-latin-500-normal.woff2';
import latin600 from '@fontsource/montserrat/files/montserrat-latin-600-normal.woff2';
import latin700 from '@fontsource/montserrat/files/montserrat-latin-700-normal.woff2';
import latinExt400 from '@fontsource/montserrat/files/montserrat-latin-ext-400-normal.woff2';
import latinExt500 from '@fontsource/montserrat/files/montserrat-latin-ext-500-normal.woff2';
import latinExt600 from '@fontsource/montserrat/files/montserrat-latin-ext-600-normal.woff2';
import latinExt700 from '@fontsource/montserrat/files/montserrat-latin-ext-700-normal.woff2';

const latinRange =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
const latinExtRange =
  'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF';

const faces: Array<[weight: number, url: string, range: string]> = [
  [400, latinExt400, latinExtRange],
  [400, latin400, latinRange],
  [500, latinExt500, latinExtRange],
  [500, latin500, latinRange],
  [600, latinExt600, latinExtRange],
  [600, latin600, latinRange],
  [700, latinExt700, latinExtRange],
  [700, latin700, latinRange],
];

/** The @font-face rules for Montserrat as CSS text. */
export const montserratFontFaces = faces
  .map(
    ([weight, url, range]) =>
      `@font-face{font-family:'Montserrat';font-style:normal;font-display:swap;font-weight:${weight};` +
      `src:url(${JSON.stringify(url)}) format('woff2');unicode-range:${range};}`,
  )
  .join('\n');

const styleId = 'xchange-montserrat';

/** Adds the Montserrat @font-face rules to the document once; a no-op outside a browser or when already present. */
export function injectFonts(doc: Document | undefined = globalThis.document): void {
  if (!doc || doc.getElementById(styleId)) return;
  const style = doc.createElement('style');
  style.id = styleId;
  style.textContent = montserratFontFaces;
  doc.head.appendChild(style);
}

injectFonts();
