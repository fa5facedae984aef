import { screen, waitFor, within } from '@testing-library/react';
import { apiKeyTexts } from '@xchange/contract/accounts';
import type { ApiKey } from '@xchange/contract';
import { createMockApi, renderWithShell } from '@xchange/remote-kit/testing';
import { ApiKeysPage } from './components/api-keys-page';

const seller = { type: 'seller' as const, data: { id: 3 } };
const live: ApiKey = {
  id: 7,
  name: 'Warehouse ERP',
  prefix: 'xk_live_Ab3d',
  scopes: ['listings:read', 'listings:write'],
  createdAt: '2026-11-20T10:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
};
const secret = 'xk_live_Ab3dq3Jx0vYtT1mN8pWc2eR5uZk9LhG4sF7aD6bV0yQ';

describe('API keys page', () => {
  it('creates a key with the chosen scopes and shows it once with a copy button and a warning', async () => {
    let keys = [live];
    const mock = createMockApi({
      'GET seller/api-keys': () => ({ body: keys }),
      'POST seller/api-keys': ({ json }) => {
        const body = json as { name: string; scopes: ApiKey['scopes'] };
        const created = { ...live, id: 8, name: body.name, scopes: body.scopes, prefix: secret.slice(0, 12) };
        keys = [created, live];
        return { body: { ...created, key: secret } };
      },
    });
    const { user } = renderWithShell(<ApiKeysPage />, { api: mock.api, session: seller });
    expect(await screen.findByText('Warehouse ERP')).toBeInTheDocument();
    expect(screen.getByText('xk_live_Ab3d…')).toBeInTheDocument();
    expect(screen.getByText('Never')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create API key' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create API key' }));
    await user.click(dialog.getByRole('button', { name: 'Create key' }));
    expect(await dialog.findByText(apiKeyTexts.nameRequired)).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: /Key name/ }), 'Shopify feed');
    await user.click(dialog.getByRole('checkbox', { name: /orders:read/ }));
    await user.click(dialog.getByRole('button', { name: 'Create key' }));

    const shown = within(await screen.findByRole('dialog', { name: 'API key "Shopify feed"' }));
    expect(shown.getByText(apiKeyTexts.shownOnce)).toBeInTheDocument();
    expect(shown.getByLabelText('New API key')).toHaveTextContent(secret);
    await user.click(shown.getByRole('button', { name: 'Copy key' }));
    // user-event puts a clipboard stub in place of the browser's
    expect(await navigator.clipboard.readText()).toBe(secret);
    expect(shown.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(mock.calls.find((c) => c.method === 'POST')?.json).toEqual({ name: 'Shopify feed', scopes: ['listings:read', 'orders:read'] });

    await user.click(shown.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByText(secret)).not.toBeInTheDocument());
    expect(await screen.findByText('Shopify feed')).toBeInTheDocument();
  });

  it('revokes a key after confirmation', async () => {
    let keys = [live];
    const mock = createMockApi({
      'GET seller/api-keys': () => ({ body: keys }),
      'DELETE seller/api-keys/7': () => {
        keys = [{ ...live, revokedAt: '2026-11-27T09:30:00.000Z' }];
        return { body: keys[0] };
      },
    });
    const { user, notify } = renderWithShell(<ApiKeysPage />, { api: mock.api, session: seller });
    await user.click(await screen.findByRole('button', { name: 'Revoke Warehouse ERP' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Revoke API key' }));
    expect(confirm.getByText(/Systems using it are refused from their next request/)).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', title: apiKeyTexts.revokedDone }));
    expect(await screen.findByText(/^Revoked /)).toBeInTheDocument();
    expect(mock.calls.some((c) => c.method === 'DELETE' && c.path === 'seller/api-keys/7')).toBe(true);
  });
});
