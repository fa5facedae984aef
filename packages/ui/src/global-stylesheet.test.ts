/**
 * @jest-environment node
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
import { renderGlobalStylesheet } from './global-stylesheet';

// Emotion renders a <Global> as a <style> only on a server; in the browser it inserts it. This is the build's way.
describe('the global stylesheet rendered at build time', () => {
  const css = renderGlobalStylesheet();

  it("holds Chakra's reset, the Xchange global rules and the keyframes", () => {
    expect(css).toMatch(/\*,\*::before,\*::after[^{]*\{[^}]*border-width:0px/);
    expect(css).toContain('@media (prefers-reduced-motion: reduce)');
    expect(css).toMatch(/@keyframes spin\{/);
  });

  it("defines every token as a variable, light on the page's root and dark under .dark", () => {
    expect(css).toMatch(/:where\(html, \.chakra-theme\)\{[^}]*--chakra-colors-brand-500:#f89e23;/);
    for (const palette of ['brand', 'gray', 'red', 'green', 'orange', 'blue']) expect(css).toContain(`--chakra-colors-${palette}-solid:`);
    expect(css).toMatch(/\.dark[^{]*\{[^}]*--chakra-colors-bg:/);
  });

  it("declares Montserrat's local stand-ins, reshaped to its metrics, which the body's fonts name after it", () => {
    expect(css).toMatch(
      /@font-face\{font-family:'Montserrat Fallback';font-weight:400;src:local\('Arial'\)[^}]*size-adjust:112\.83%;ascent-override:85\.79%;descent-override:22\.25%;/,
    );
    expect(css).toMatch(/@font-face\{font-family:'Montserrat Fallback Roboto';font-weight:700;src:local\('Roboto Bold'\)/);
    expect(css).toContain("--chakra-fonts-body:'Montserrat','Montserrat Fallback','Montserrat Fallback Roboto',system-ui");
  });

  it('is plain CSS without cascade layers, a <style> tag or markup', () => {
    expect(css).not.toContain('@layer');
    expect(css).not.toMatch(/<\/?style/);
  });
});
