import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithShell } from '@xchange/remote-kit/testing';
import { HomePage } from './components/home-page';
import { ReviewsCarousel } from './components/reviews-carousel';

const nextFrame = () => act(() => new Promise((resolve) => setTimeout(resolve, 40)));

/** A mouse drag on the reviews as framer-motion reads one: press on the track, move and let go on the window, a frame apart. */
async function drag(fromX: number, toX: number) {
  await nextFrame(); // framer-motion and its drag download as the carousel comes near the screen, then take over the track
  const el = screen.getByTestId('reviews-track');
  const at = (x: number) => ({ clientX: x, clientY: 100, pageX: x, pageY: 100, button: 0, pointerId: 1, isPrimary: true });
  fireEvent.pointerDown(el, at(fromX));
  for (const x of [fromX + (toX - fromX) / 2, toX]) {
    fireEvent.pointerMove(window, at(x));
    await nextFrame();
  }
  fireEvent.pointerUp(window, at(toX));
  await nextFrame();
}

const visibleTitles = () =>
  screen
    .getAllByRole('group', { hidden: true })
    .filter((g) => g.getAttribute('aria-hidden') !== 'true')
    .flatMap((g) =>
      within(g)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    );

describe('home page', () => {
  it('shows the hero, the welcome video, the Buy and Sell steps and the reviews', async () => {
    renderWithShell(<HomePage />, { route: '/home' });
    await nextFrame();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('for Buyers & Sellers of Testing Equipment');
    expect(document.title).toBe('Home | The Xchange Marketplace');
    const video = screen.getByTestId('welcome-video');
    expect(video).toHaveAttribute('controls');
    expect(video.querySelector('track[kind="captions"][srclang="en"]')).not.toBeNull();
    expect(screen.getByRole('region', { name: 'Buy in five steps' }).querySelectorAll('li')).toHaveLength(5);
    expect(screen.getByRole('region', { name: 'Sell in five steps' }).querySelectorAll('li')).toHaveLength(5);
    expect(screen.getByRole('region', { name: 'What our members say' })).toBeInTheDocument();
  });

  it('Start Shopping navigates across remotes to /xchangeShop', async () => {
    const { user, navigate } = renderWithShell(<HomePage />, { route: '/home' });
    const link = screen.getByRole('link', { name: 'Start Shopping' });
    expect(link).toHaveAttribute('href', '/xchangeShop');
    await user.click(link);
    expect(navigate).toHaveBeenCalledWith('/xchangeShop');
  });
});

describe('reviews carousel', () => {
  it('has 2 slides of 3 cards, each with title, text, name and stars', async () => {
    renderWithShell(<ReviewsCarousel />);
    await nextFrame();
    const slides = screen.getAllByRole('group', { hidden: true });
    expect(slides).toHaveLength(2);
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual(['1 of 2', '2 of 2']);
    for (const s of slides) expect(within(s).getAllByRole('figure', { hidden: true })).toHaveLength(3);
    expect(screen.getAllByRole('img', { name: /Rated [1-5] out of 5/, hidden: true })).toHaveLength(6);
    expect(visibleTitles()).toHaveLength(3);
  });

  it('moves with the arrows, the dots and the arrow keys, wrapping around', async () => {
    const { user } = renderWithShell(<ReviewsCarousel />);
    const first = visibleTitles();
    await user.click(screen.getByRole('button', { name: 'Next reviews' }));
    const second = visibleTitles();
    expect(second).not.toEqual(first);
    await user.click(screen.getByRole('button', { name: 'Next reviews' }));
    expect(visibleTitles()).toEqual(first);
    await user.click(screen.getByRole('button', { name: 'Show reviews 4 to 6' }));
    expect(visibleTitles()).toEqual(second);
    expect(screen.getByRole('button', { name: 'Show reviews 4 to 6' })).toHaveAttribute('aria-current', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(visibleTitles()).toEqual(first);
    await user.keyboard('{ArrowRight}');
    expect(visibleTitles()).toEqual(second);
  });

  it('turns the slide when dragged far enough, and springs back from a short drag', async () => {
    renderWithShell(<ReviewsCarousel />);
    const first = visibleTitles();
    await drag(300, 296);
    expect(visibleTitles()).toEqual(first);
    await drag(300, 160);
    expect(visibleTitles()).not.toEqual(first);
    expect(screen.getByRole('button', { name: 'Show reviews 4 to 6' })).toHaveAttribute('aria-current', 'true');
    await drag(100, 260);
    expect(visibleTitles()).toEqual(first);
  });
});
