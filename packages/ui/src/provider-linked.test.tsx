import { render } from '@testing-library/react';
import { Box, Button } from '@chakra-ui/react';
import { globalStylesLinkAttribute, globalStylesVersion } from './global-styles-link';
import { UiProvider } from './provider';
import { system } from './system';

const definesTokens = (s: HTMLStyleElement) =>
  [s.textContent ?? '', ...[...(s.sheet?.cssRules ?? [])].map((r) => r.cssText)].some((css) => css.includes('--chakra-colors-brand-500:'));
const globalSheets = () => [...document.querySelectorAll('style')].filter(definesTokens).length;

/** The page as the shell's HTML makes it, before any script runs (global-stylesheet-plugin.cjs). */
function linkStylesheet(version: string) {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.setAttribute(globalStylesLinkAttribute, version);
  document.head.append(link);
  return () => link.remove();
}

describe('UiProvider on a page that links the global stylesheet', () => {
  it('writes no global styles from any root and never has the system build them', () => {
    const unlink = linkStylesheet(globalStylesVersion);
    const built = jest.spyOn(system, '_global', 'get');
    const header = render(
      <UiProvider>
        <Box>header</Box>
      </UiProvider>,
    );
    const remote = render(
      <UiProvider>
        <Button colorPalette="brand">Add to cart</Button>
      </UiProvider>,
    );
    expect(globalSheets()).toBe(0);
    expect(built).not.toHaveBeenCalled();
    // the components' own styles are still written
    expect(document.querySelectorAll('style[data-emotion]').length).toBeGreaterThan(0);
    header.unmount();
    remote.unmount();
    unlink();
  });

  it("writes its own when the link is another ui version's (a remote on an incompatible ui)", () => {
    const unlink = linkStylesheet('0.0.1');
    const view = render(
      <UiProvider>
        <Box>remote</Box>
      </UiProvider>,
    );
    expect(globalSheets()).toBe(1);
    view.unmount();
    unlink();
  });
});
