import { act, render, screen } from '@testing-library/react';
import { Pop } from './pop';

/** The scales the element is drawn at over `ms`, read from its style as framer-motion writes it each frame. */
async function scalesOver(el: () => HTMLElement, ms = 500): Promise<number[]> {
  const seen: number[] = [];
  for (let t = 0; t < ms; t += 10) {
    const m = /scale\(([\d.]+)\)/.exec(el().style.transform);
    seen.push(m ? Number(m[1]) : 1);
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  return seen;
}

const badge = () => screen.getByText(/^\d+$/).parentElement!;

describe('Pop', () => {
  it('scales its content up and back when the value goes up, and stays still when it goes down', async () => {
    const { rerender } = render(
      <Pop value={1}>
        <span>1</span>
      </Pop>,
    );
    expect(Math.max(...(await scalesOver(badge, 200)))).toBe(1);

    rerender(
      <Pop value={2}>
        <span>2</span>
      </Pop>,
    );
    const up = await scalesOver(badge);
    expect(Math.max(...up)).toBeGreaterThan(1.1);
    expect(up.at(-1)).toBe(1);

    rerender(
      <Pop value={1}>
        <span>1</span>
      </Pop>,
    );
    expect(Math.max(...(await scalesOver(badge, 200)))).toBe(1);
  });

  it('pops on mount when asked, for one mounted because the value just went up', async () => {
    render(
      <Pop value={3} popOnMount>
        <span>3</span>
      </Pop>,
    );
    expect(Math.max(...(await scalesOver(badge)))).toBeGreaterThan(1.1);
  });
});
