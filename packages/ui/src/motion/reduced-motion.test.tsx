import { act, render, screen } from '@testing-library/react';
import { setMediaQueries } from '../testing';
import { Pop } from './pop';

// The visitor asks for reduced motion: framer-motion reads this media query once, when the first element mounts.
beforeAll(() => {
  setMediaQueries((query) => query.includes('prefers-reduced-motion'));
});

it('nothing scales under prefers-reduced-motion: a count that goes up changes without a pop', async () => {
  const { rerender } = render(
    <Pop value={1}>
      <span>1</span>
    </Pop>,
  );
  rerender(
    <Pop value={2}>
      <span>2</span>
    </Pop>,
  );
  const seen: string[] = [];
  for (let t = 0; t < 500; t += 10) {
    seen.push(screen.getByText('2').parentElement!.style.transform);
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  expect(seen.filter((t) => /scale\((?!1\))/.test(t))).toEqual([]);
  expect(screen.getByText('2').parentElement).toHaveAttribute('data-pops', '1');
});
