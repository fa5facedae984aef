/**
 * Local fonts reshaped to Montserrat's metrics, for the text a page shows before Montserrat has downloaded (a page the
 * gateway rendered paints before any script declares Montserrat). Sized to Montserrat's average letter width and
 * given its ascent and descent, so the text takes about the room it will take: when Montserrat arrives, lines do not
 * rewrap and nothing below them moves. Figures from @capsizecss/metrics 4.3.0: Montserrat's average width 503/1000,
 * ascent 968, descent 251; Arial's 913/2048 (Liberation Sans shares Arial's metrics), Roboto's 911/2048; computed as
 * size-adjust = Montserrat's width / the local font's, and each override = Montserrat's / size-adjust.
 */
const fallbacks = [
  {
    family: 'Montserrat Fallback',
    regular: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans'],
    bold: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold'],
    sizeAdjust: '112.83%',
    ascent: '85.79%',
    descent: '22.25%',
  },
  {
    family: 'Montserrat Fallback Roboto',
    regular: ['Roboto', 'Roboto-Regular'],
    bold: ['Roboto Bold', 'Roboto-Bold'],
    sizeAdjust: '113.08%',
    ascent: '85.60%',
    descent: '22.20%',
  },
] as const;

/** The fallback families, in the order a font stack names them after Montserrat. */
export const montserratFallbackFamilies = fallbacks.map(({ family }) => `'${family}'`).join(', ');

/** Their @font-face rules (local fonts only: nothing to download), for the page's stylesheet. */
export const montserratFallbackFaces = fallbacks
  .flatMap(({ family, regular, bold, sizeAdjust, ascent, descent }) =>
    (
      [
        [400, regular],
        [700, bold],
      ] as const
    ).map(
      ([weight, names]) =>
        `@font-face{font-family:'${family}';font-weight:${weight};src:${names.map((name) => `local('${name}')`).join(',')};` +
        `size-adjust:${sizeAdjust};ascent-override:${ascent};descent-override:${descent};line-gap-override:0%;}`,
    ),
  )
  .join('\n');
