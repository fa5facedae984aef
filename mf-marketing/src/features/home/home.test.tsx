import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithShell } from '@xchange/remote-kit/testing';
import { HomePage } from './components/home-page';
import { ReviewsCarousel } from './components/reviews-carousel';

// jsdom has no PointerEvent; a MouseEvent carries the clientX a swipe needs.
beforeAll(() => {
  if (!('PointerEvent' in window)) Object.defineProperty(window, 'PointerEvent', { value: MouseEvent });
});

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
  it('shows the hero, the welcome video, the Buy and Sell steps and the reviews', () => {
    renderWithShell(<HomePage />, { route: '/home' });
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
  it('has 2 slides of 3 cards, each with title, text, name and stars', () => {
    renderWithShell(<ReviewsCarousel />);
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

  it('moves on a swipe, and not on a short drag', () => {
    renderWithShell(<ReviewsCarousel />);
    const viewport = screen.getByTestId('reviews-viewport');
    const first = visibleTitles();
    fireEvent.pointerDown(viewport, { clientX: 300 });
    fireEvent.pointerUp(viewport, { clientX: 290 });
    expect(visibleTitles()).toEqual(first);
    fireEvent.pointerDown(viewport, { clientX: 300 });
    fireEvent.pointerUp(viewport, { clientX: 180 });
    expect(visibleTitles()).not.toEqual(first);
    fireEvent.pointerDown(viewport, { clientX: 100 });
    fireEvent.pointerUp(viewport, { clientX: 260 });
    expect(visibleTitles()).toEqual(first);
  });
});
