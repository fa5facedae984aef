import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.1 A and AA rules (axe tags). */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface A11yOptions {
  /** CSS selectors left out of the scan (say why at the call site). */
  exclude?: string[];
}

/** Runs axe on the page as it is now; fails listing every serious or critical violation with its elements. */
export async function expectNoSeriousA11yViolations(page: Page, options: A11yOptions = {}): Promise<void> {
  // Colours are judged at rest: a hover or focus transition caught half way (200 ms on Chakra's buttons) would be
  // measured as a contrast no one sees for long. Finite animations jump to their end; endless ones (spinners) stay.
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      try {
        animation.finish();
      } catch {
        // an endless animation cannot finish
      }
    }
  });
  let builder = new AxeBuilder({ page }).withTags(wcagTags);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join(', ')}`,
    );
  expect(serious, `axe violations on ${page.url()}`).toEqual([]);
}
