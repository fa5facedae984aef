import { screen, waitFor, within } from '@testing-library/react';
import { reviewTexts } from '@xchange/contract/listings';
import type { AdminReview } from '@xchange/contract';
import { createMockApi, renderWithShell } from '@xchange/remote-kit/testing';
import { ReviewsPage } from './components/reviews-page';

const session = { type: 'admin' as const, data: { id: 1, name: 'Dana', authuser: 'admin@lab.test' } };
const reported: AdminReview = {
  id: 9,
  orderId: 44,
  sellerId: 3,
  sellerCompany: 'Ortiz Test Gear',
  rating: 1,
  title: 'Call me at 555-0100',
  text: 'Buy from my shop instead.',
  author: 'Bea B.',
  createdAt: '2026-11-01T10:00:00.000Z',
  reply: null,
  repliedAt: null,
  hidden: false,
  hiddenReason: null,
  reports: [{ reason: 'Advertises another shop.', createdAt: '2026-11-02T10:00:00.000Z' }],
};

describe('admin reviews page (docs/product.md §2.13)', () => {
  it('shows reported reviews first with their reports and hides one with a reason', async () => {
    let hidden = false;
    const mock = createMockApi({
      'GET admin/reviews': ({ searchParams }) => {
        const filter = searchParams?.filter;
        const list =
          filter === 'hidden' ? (hidden ? [{ ...reported, hidden: true, hiddenReason: 'Advertising.' }] : []) : hidden ? [] : [reported];
        return { body: { content: list, totalElements: list.length } };
      },
      'POST admin/reviews/9/visibility': ({ json }) => {
        hidden = (json as { hidden: boolean }).hidden;
        return { body: { ...reported, hidden, hiddenReason: 'Advertising.' } };
      },
    });
    const { user } = renderWithShell(<ReviewsPage />, { route: '/admin-reviews', session, api: mock.api });
    const card = within(await screen.findByRole('article', { name: 'Call me at 555-0100' }));
    expect(card.getByText('1 report')).toBeInTheDocument();
    expect(card.getByText('Advertises another shop.')).toBeInTheDocument();
    expect(mock.calls[0]!.searchParams).toMatchObject({ filter: 'reported' });

    await user.click(card.getByRole('button', { name: 'Hide' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Hide review' }));
    await user.click(dialog.getByRole('button', { name: 'Hide review' }));
    expect(dialog.getByText(reviewTexts.reasonRequired)).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Advertising.');
    await user.click(dialog.getByRole('button', { name: 'Hide review' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mock.calls.find((c) => c.method === 'POST')!.json).toEqual({ hidden: true, reason: 'Advertising.' });
    expect(await screen.findByText('No reported reviews wait for a decision.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Hidden' }));
    const hiddenCard = within(await screen.findByRole('article', { name: 'Call me at 555-0100' }));
    expect(hiddenCard.getByText('Hidden because: Advertising.')).toBeInTheDocument();
    expect(hiddenCard.getByRole('button', { name: 'Restore' })).toBeInTheDocument();
  });
});
