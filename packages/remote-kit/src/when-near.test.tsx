import { act, screen } from '@testing-library/react';
import { renderWithShell } from './testing';
import { WhenNear } from './when-near';

describe('WhenNear', () => {
  const real = window.IntersectionObserver;
  let approach: ((entries: Partial<IntersectionObserverEntry>[]) => void) | undefined;
  let margin: string | undefined;
  beforeEach(() => {
    window.IntersectionObserver = class {
      constructor(cb: (entries: Partial<IntersectionObserverEntry>[]) => void, options?: IntersectionObserverInit) {
        approach = cb;
        margin = options?.rootMargin;
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    window.IntersectionObserver = real;
  });

  it('keeps the place and mounts the content only once it comes near the viewport', () => {
    const { container } = renderWithShell(
      <WhenNear minH="300px">
        <p>Reviews from our buyers</p>
      </WhenNear>,
    );
    expect(screen.queryByText('Reviews from our buyers')).toBeNull();
    expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull();
    expect(margin).toBe('400px 0px');

    act(() => approach?.([{ isIntersecting: false }]));
    expect(screen.queryByText('Reviews from our buyers')).toBeNull();
    act(() => approach?.([{ isIntersecting: true }]));
    expect(screen.getByText('Reviews from our buyers')).toBeVisible();
  });
});
