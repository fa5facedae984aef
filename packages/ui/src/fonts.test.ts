import { injectFonts, montserratFontFaces } from './fonts';

describe('fonts', () => {
  it('adds the Montserrat faces for 400, 500, 600 and 700 once', () => {
    injectFonts(document);
    const styles = document.head.querySelectorAll('style#xchange-montserrat');
    expect(styles).toHaveLength(1);
    for (const weight of [400, 500, 600, 700]) expect(montserratFontFaces).toContain(`font-weight:${weight};`);
    expect(styles[0]?.textContent).toContain("font-family:'Montserrat'");
  });
});
