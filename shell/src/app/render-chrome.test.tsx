import { act, screen } from '@testing-library/react';
import { setup } from '../test/render';
import { renderFooterAfterFirstMount } from './render-chrome';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

describe("the shell's footer", () => {
  beforeEach(() => {
    document.body.innerHTML = '<header id="shell-header"></header><main id="shell-main"></main><footer id="shell-footer"></footer>';
  });

  it("waits for the page's remote to mount, so the page's own content comes first", async () => {
    const { session } = setup('/home');
    renderFooterAfterFirstMount({ session });
    await act(async () => undefined);
    expect(screen.queryByRole('link', { name: 'FAQ' })).not.toBeInTheDocument();
    await act(async () => {
      window.dispatchEvent(new CustomEvent('single-spa:first-mount'));
    });
    expect(await screen.findByRole('link', { name: 'FAQ' })).toBeInTheDocument();
  });

  it('renders on a page no remote mounts on (the 404 page, a remote that failed) once single-spa has routed', async () => {
    const { session } = setup('/no-such-page');
    renderFooterAfterFirstMount({ session });
    await act(async () => {
      window.dispatchEvent(new CustomEvent('single-spa:routing-event'));
    });
    expect(await screen.findByRole('link', { name: 'FAQ' })).toBeInTheDocument();
  });
});
