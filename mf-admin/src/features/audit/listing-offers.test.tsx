import { screen, within } from '@testing-library/react';
import { createMockApi, renderWithShell, type MockRoutes } from '@xchange/remote-kit/testing';
import { adminOfferTexts } from '@xchange/contract/accounts';
import type { Offer } from '@xchange/contract';
import { AuditLogPage } from './components/audit-log-page';

const session = { type: 'admin' as const, data: { id: 1, name: 'Dana', authuser: 'admin@lab.test' } };
const offer: Offer = {
  id: 7,
  kind: 'offer',
  status: 'ordered',
  productId: 40,
  productname: 'Keysight DSOX3034A',
  askingPrice: 1000,
  amount: 925,
  quantity: 2,
  message: 'Can ship to Boston?',
  buyer: { id: 5, name: 'Ada Byron' },
  seller: { id: 12, name: 'Marcus Chen', company: 'Chen Test' },
  waitingFor: null,
  countersLeft: { buyer: 3, seller: 2 },
  expiresAt: null,
  acceptedAt: '2026-11-25T12:00:00.000Z',
  orderId: 311,
  createdAt: '2026-11-25T09:00:00.000Z',
  updatedAt: '2026-11-25T13:00:00.000Z',
  history: [
    { at: '2026-11-25T09:00:00.000Z', by: 'buyer', step: 'offer', amount: 850, message: 'Can ship to Boston?' },
    { at: '2026-11-25T11:00:00.000Z', by: 'seller', step: 'counter', amount: 925, message: 'Includes probes.' },
    { at: '2026-11-25T12:00:00.000Z', by: 'buyer', step: 'accept', amount: 925, message: '' },
    { at: '2026-11-25T13:00:00.000Z', by: 'buyer', step: 'order', amount: 925, message: '' },
  ],
};
const auditEntry = {
  id: 31,
  actorId: 5,
  actor: 'Ada Byron',
  action: 'offer.counter',
  target: 'offer 7',
  detail: { productId: 40, from: 'open', to: 'countered', amount: 925, quantity: 2 },
  at: '2026-11-25T11:00:00.000Z',
};

function auditPage(routes: MockRoutes = {}) {
  const mock = createMockApi({
    'POST admin/audit-log': { body: { content: [auditEntry], totalElements: 1 } },
    'GET admin/offers': ({ searchParams }) => ({ body: String(searchParams?.productId) === '40' ? [offer] : [] }),
    ...routes,
  });
  return { ...renderWithShell(<AuditLogPage />, { route: '/admin-audit-log', session, api: mock.api }), calls: mock.calls };
}

describe("a listing's offers for the admin (docs/product.md §2.11, read-only)", () => {
  it("opens from an offer's audit entry with every step and nothing to change", async () => {
    const { user, calls } = auditPage();
    expect(await screen.findByRole('cell', { name: 'Offer countered' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View offers on listing 40' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Offers on listing 40' }));
    const record = within(await dialog.findByRole('article', { name: 'Offer 7 on Keysight DSOX3034A' }));
    expect(calls.find((c) => c.path === 'admin/offers')?.searchParams).toEqual({ productId: 40 });
    expect(record.getByText('Ordered')).toBeInTheDocument();
    expect(record.getByText('Ada Byron (account 5)')).toBeInTheDocument();
    expect(record.getByText('Marcus Chen, Chen Test (account 12)')).toBeInTheDocument();
    expect(record.getByText('$925 per unit × 2 = $1,850')).toBeInTheDocument();
    expect(record.getByText('Order 311')).toBeInTheDocument();
    const steps = record.getAllByRole('listitem').map((li) => li.textContent);
    expect(steps).toHaveLength(4);
    expect(steps[1]).toMatch(/Seller: Countered at \$925 per unit“Includes probes\.”$/);
    expect(steps[3]).toMatch(/Buyer: Ordered at \$925 per unit$/);
    expect(dialog.queryByRole('button', { name: /Accept|Decline|Counter|Withdraw/ })).toBeNull();
  });

  it('looks up a listing by its ID and says when it has no offers', async () => {
    const { user, calls } = auditPage();
    const lookup = within(await screen.findByRole('form', { name: adminOfferTexts.lookupTitle }));
    await user.type(lookup.getByRole('textbox', { name: 'Listing ID' }), '4x');
    await user.click(lookup.getByRole('button', { name: 'View offers' }));
    expect(await lookup.findByText(adminOfferTexts.listingIdInvalid)).toBeInTheDocument();
    expect(calls.some((c) => c.path === 'admin/offers')).toBe(false);

    await user.clear(lookup.getByRole('textbox', { name: 'Listing ID' }));
    await user.type(lookup.getByRole('textbox', { name: 'Listing ID' }), '41');
    await user.click(lookup.getByRole('button', { name: 'View offers' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Offers on listing 41' }));
    expect(await dialog.findByText(adminOfferTexts.none)).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'admin/offers')?.searchParams).toEqual({ productId: 41 });
  });
});
