import { act, screen } from '@testing-library/react';
import { renderWithShell } from './testing';
import { BelowTheFold } from './below-the-fold';

describe('BelowTheFold', () => {
  const real = window.IntersectionObserver;
  let approach: ((entries: Partial<IntersectionObserverEntry>[]) => void) | undefined;
  let margin: string | undefined;
  beforeEach(() => {
    jest.useFakeTimers();
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
    jest.useRealTimers();
  });
  const renderReviews = () =>
    renderWithShell(
      <BelowTheFold minH="300px">
        <p>Reviews from our buyers</p>
      </BelowTheFold>,
    );

  it('keeps the place in the first render and mounts the content when it comes near the viewport', () => {
    const { container } = renderReviews();
    expect(screen.queryByText('Reviews from our buyers')).toBeNull();
    expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull();
    expect(margin).toBe('400px 0px');

    act(() => approach?.([{ isIntersecting: false }]));
    expect(screen.queryByText('Reviews from our buyers')).toBeNull();
    act(() => approach?.([{ isIntersecting: true }]));
    expect(screen.getByText('Reviews from our buyers')).toBeVisible();
  });

  it('mounts the content soon after the first render even when the visitor never scrolls', () => {
    renderReviews();
    expect(screen.queryByText('Reviews from our buyers')).toBeNull();
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByText('Reviews from our buyers')).toBeVisible();
  });

  it("mounts at the browser's first idle moment, and cancels it as a browser requires when unmounted first", () => {
    // the browser's functions throw 'Illegal invocation' when called on another object than window
    const calls: string[] = [];
    let idle: (() => void) | undefined;
    window.requestIdleCallback = function (this: unknown, cb: () => void) {
      if (this !== undefined && this !== window) throw new TypeError('Illegal invocation');
      idle = cb;
      calls.push('request');
      return 7;
    } as unknown as typeof requestIdleCallback;
    window.cancelIdleCallback = function (this: unknown, id: number) {
      if (this !== undefined && this !== window) throw new TypeError('Illegal invocation');
      calls.push(`cancel ${id}`);
    };
    try {
      const first = renderReviews();
      first.unmount();
      expect(calls).toEqual(['request', 'cancel 7']);
      renderReviews();
      act(() => idle?.());
      expect(screen.getByText('Reviews from our buyers')).toBeVisible();
    } finally {
      delete (window as Partial<typeof window>).requestIdleCallback;
      delete (window as Partial<typeof window>).cancelIdleCallback;
    }
  });
});
