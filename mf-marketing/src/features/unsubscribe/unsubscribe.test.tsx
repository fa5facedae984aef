import { screen } from '@testing-library/react';
import { savedSearchTexts } from '@xchange/contract';
import { renderWithShell } from '@xchange/remote-kit/testing';
import { json, mockApi } from '../../test/mock-api';
import { UnsubscribePage } from './components/unsubscribe-page';

const link = '/unsubscribe?token=ss.42.c2lnbmVk';

describe('/unsubscribe (docs/product.md §2.14)', () => {
  it('asks once, then turns the alert off without signing in and says which', async () => {
    const seen = mockApi({
      'POST alerts/unsubscribe': () => json(200, { message: savedSearchTexts.unsubscribed, subject: '"oscilloscope" · Keysight' }),
    });
    const { user } = renderWithShell(<UnsubscribePage />, { route: link });
    expect(screen.getByRole('heading', { level: 1, name: 'Unsubscribe from alert mails' })).toBeInTheDocument();
    expect(seen).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(savedSearchTexts.unsubscribed);
    expect(status).toHaveTextContent('Turned off: "oscilloscope" · Keysight');
    expect(seen.map((r) => [r.method, r.path, r.body])).toEqual([['POST', 'alerts/unsubscribe', { token: 'ss.42.c2lnbmVk' }]]);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });

  it("shows the server's text for a changed or forged link", async () => {
    mockApi({ 'POST alerts/unsubscribe': () => json(400, { errors: [savedSearchTexts.unsubscribeInvalid], code: 'ERR_VALIDATION' }) });
    const { user } = renderWithShell(<UnsubscribePage />, { route: link });
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(savedSearchTexts.unsubscribeInvalid);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says the link is not valid without calling when it has no token', () => {
    const seen = mockApi({});
    renderWithShell(<UnsubscribePage />, { route: '/unsubscribe' });
    expect(screen.getByRole('alert')).toHaveTextContent(savedSearchTexts.unsubscribeInvalid);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
    expect(seen).toHaveLength(0);
  });
});
