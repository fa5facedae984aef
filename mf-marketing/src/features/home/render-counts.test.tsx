import { act, screen } from '@testing-library/react';
import { renderCounts, renderWithShell } from '@xchange/remote-kit/testing';
import { HomePage } from './components/home-page';

jest.mock('../../lib/welcome-video', () => {
  const { profiled: wrap } = jest.requireActual('@xchange/remote-kit/testing');
  const actual = jest.requireActual('../../lib/welcome-video');
  return { WelcomeVideo: wrap(actual.WelcomeVideo, () => 'video') };
});
jest.mock('./components/step-summary', () => {
  const { profiled: wrap } = jest.requireActual('@xchange/remote-kit/testing');
  const actual = jest.requireActual('./components/step-summary');
  return { StepSummary: wrap(actual.StepSummary, (p: { title: string }) => `steps ${p.title}`) };
});

const nextFrame = () => act(() => new Promise((resolve) => setTimeout(resolve, 40)));

describe('the home page renders once when it mounts', () => {
  it('its video and its steps are not drawn again when the reviews below them come to life', async () => {
    renderCounts.reset();
    renderWithShell(<HomePage />, { route: '/home' });
    // the reviews' motion code arrives after the first render and takes over their track
    await nextFrame();
    await nextFrame();
    expect(await screen.findByTestId('reviews-track')).toBeInTheDocument();
    expect(renderCounts.of('video')).toBe(1);
    const steps = renderCounts.matching('steps ');
    expect(Object.keys(steps).length).toBeGreaterThan(1);
    expect(Object.values(steps).every((count) => count === 1)).toBe(true);
  });
});
