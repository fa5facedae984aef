import { act, screen, within } from '@testing-library/react';
import { setup } from '../../test/render';
import { renderHeader } from '../render-chrome';
import { readSiteConfig } from '../routing/site-config';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

const ribbon = 'Test payments — no money is taken';

/** The shell's layout as index.html has it, chrome rendered from the config the gateway inlined. */
async function renderSite(config: object) {
  document.body.innerHTML = '<header id="shell-header"></header><main id="shell-main"></main><footer id="shell-footer"></footer>';
  window.__XCHANGE_CONFIG__ = config;
  await act(async () => renderHeader({ ...setup('/home'), testPayments: readSiteConfig().testPayments }));
}

afterEach(() => {
  delete window.__XCHANGE_CONFIG__;
});

describe('test-payments ribbon', () => {
  it('tops the header, above the main navigation, when the site takes test payments', async () => {
    await renderSite({ launched: true, testPayments: true });
    const banner = screen.getByRole('banner');
    const note = within(banner).getByText(ribbon);
    const nav = within(banner).getByRole('navigation', { name: 'Main' });
    expect(note.compareDocumentPosition(nav) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getAllByText(ribbon)).toHaveLength(1);
  });

  it('is absent when Stripe takes the payments or the config says nothing', async () => {
    await renderSite({ launched: true, testPayments: false });
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.queryByText(ribbon)).not.toBeInTheDocument();
    await renderSite({ launched: true, testPayments: 'yes' });
    expect(screen.queryByText(ribbon)).not.toBeInTheDocument();
  });
});
