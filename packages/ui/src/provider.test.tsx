import { act, render } from '@testing-library/react';
import { Box, Button } from '@chakra-ui/react';
import { globalStylesLinkAttribute, globalStylesVersion } from './global-styles-link';
import { UiProvider } from './provider';
import { system } from './system';

// The token variables are in the global stylesheet only: count the style tags that define one (as text, or as rules
// inserted by Emotion's speedy mode).
const token = '--chakra-colors-brand-500:';
const definesTokens = (s: HTMLStyleElement) =>
  (s.textContent ?? '').includes(token) || [...(s.sheet?.cssRules ?? [])].some((r) => r.cssText.includes(token));
const globalSheets = () => [...document.querySelectorAll('style')].filter(definesTokens).length;

describe('UiProvider', () => {
  it('writes the global styles once for the page however many roots mount, and hands them over when their root goes', () => {
    const first = render(
      <UiProvider>
        <Box>header</Box>
      </UiProvider>,
    );
    const second = render(
      <UiProvider>
        <Box>remote</Box>
      </UiProvider>,
    );
    const third = render(
      <UiProvider>
        <Box>footer</Box>
      </UiProvider>,
    );
    expect(globalSheets()).toBe(1);

    act(() => first.unmount());
    expect(globalSheets()).toBe(1);
    act(() => second.unmount());
    expect(globalSheets()).toBe(1);
    act(() => third.unmount());
    expect(globalSheets()).toBe(0);
  });
});

describe('UiProvider styles', () => {
  // A rule inside @layer added after load makes Chromium restyle and lay out the whole page (system.ts).
  it('writes no cascade layer, in the global styles or in a recipe component first rendered after them', () => {
    const view = render(
      <UiProvider>
        <Box>header</Box>
      </UiProvider>,
    );
    view.rerender(
      <UiProvider>
        <Button colorPalette="brand" variant="subtle">
          Add to cart
        </Button>
      </UiProvider>,
    );
    const css = [...document.querySelectorAll('style')]
      .map((s) => `${s.textContent ?? ''}${[...(s.sheet?.cssRules ?? [])].map((r) => r.cssText).join('')}`)
      .join('\n');
    expect(css).toContain('--chakra-colors-brand-500');
    expect(css).toMatch(/\.css-[a-z0-9]+ ?\{[^}]*var\(--chakra-colors-color-palette-subtle\)/);
    expect(css).not.toContain('@layer');
    view.unmount();
  });
});

describe('UiProvider on a page that links the global stylesheet', () => {
  /** The page as the shell's HTML makes it, before any script runs (global-stylesheet-plugin.cjs). */
  const linkStylesheet = (version: string) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.setAttribute(globalStylesLinkAttribute, version);
    document.head.append(link);
  };
  afterEach(() => document.head.querySelectorAll(`link[${globalStylesLinkAttribute}]`).forEach((link) => link.remove()));

  it('writes no global styles from any root and never has the system build them', () => {
    linkStylesheet(globalStylesVersion);
    const built = jest.spyOn(system, '_global', 'get');
    render(
      <UiProvider>
        <Box>header</Box>
      </UiProvider>,
    );
    render(
      <UiProvider>
        <Button colorPalette="brand">Add to cart</Button>
      </UiProvider>,
    );
    expect(globalSheets()).toBe(0);
    expect(built).not.toHaveBeenCalled();
    // the components' own styles are still written
    expect(document.querySelectorAll('style[data-emotion]').length).toBeGreaterThan(0);
  });

  it("writes its own when the link is another ui version's (a remote on an incompatible ui)", () => {
    linkStylesheet('0.0.1');
    render(
      <UiProvider>
        <Box>remote</Box>
      </UiProvider>,
    );
    expect(globalSheets()).toBe(1);
  });
});
