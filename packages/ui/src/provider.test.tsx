import { act, render } from '@testing-library/react';
import { Box } from '@chakra-ui/react';
import { UiProvider } from './provider';

// The token variables are in the global stylesheet only: count the style tags that define one (as text, or as rules
// inserted by Emotion's speedy mode).
const token = '--chakra-colors-brand-500';
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
