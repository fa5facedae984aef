import { screen, waitFor, within } from '@testing-library/react';
import { reviewTexts } from '@xchange/contract/listings';
import type { Review } from '@xchange/contract';
import { createMockApi, renderWithShell, type MockRequest } from '@xchange/remote-kit/testing';
import { App } from '../../app/app';
import { buyer, order } from '../../test/commerce-fixtures';

const seller = { id: 3, firstname: 'Sam', lastname: 'Allen', company: 'Allen Instruments' };
const done = order({ id: 7, ordernumber: 'XC-2026-0000007', orderstatus: 'Completed', sellerAccountData: seller });
const shipped = order({ id: 8, ordernumber: 'XC-2026-0000008', orderstatus: 'Shipped', sellerAccountData: seller });

/** A refusal as the shared client throws it: ky's HTTPError, carrying the answer's body. */
const refusal = (status: number, data: unknown) =>
  Object.assign(new Error(`Request failed with status code ${status}`), { name: 'HTTPError', data });

function renderHistory(posted: (r: MockRequest) => { status?: number; body: unknown }) {
  const mine: Review[] = [];
  const mock = createMockApi({
    'GET order': { body: [done, shipped] },
    'GET reviews/mine': () => ({ body: [...mine] }),
    'POST reviews': (r) => {
      const answer = posted(r);
      if (answer.status) throw refusal(answer.status, answer.body);
      mine.push(answer.body as Review);
      return answer;
    },
  });
  return { ...renderWithShell(<App />, { route: '/buyerorderhistory', session: buyer, api: mock.api }), calls: mock.calls };
}

const saved = (body: { orderId: number; rating: number; title: string; text: string }): Review => ({
  id: 1,
  sellerId: 3,
  author: 'Bea B.',
  createdAt: '2026-11-20T10:00:00.000Z',
  reply: null,
  repliedAt: null,
  ...body,
});

describe('reviewing the seller of a completed order (docs/product.md §2.13)', () => {
  it('checks the form with the contract schema, posts the review and shows "Reviewed" afterwards', async () => {
    const { user, calls } = renderHistory((r) => ({ body: saved(r.json as Parameters<typeof saved>[0]) }));
    const open = await screen.findByRole('button', { name: 'Review this seller for order XC-2026-0000007' });
    expect(screen.queryByRole('button', { name: 'Review this seller for order XC-2026-0000008' })).not.toBeInTheDocument();
    await user.click(open);
    const dialog = within(await screen.findByRole('dialog', { name: 'Review Allen Instruments' }));
    await user.click(dialog.getByRole('button', { name: 'Publish review' }));
    expect(dialog.getByText(reviewTexts.ratingRequired)).toBeInTheDocument();
    expect(dialog.getByText(reviewTexts.titleRequired)).toBeInTheDocument();
    expect(dialog.getByText(reviewTexts.textRequired)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path === 'reviews')).toBe(false);

    await user.click(dialog.getByRole('radio', { name: '4 stars' }));
    await user.type(dialog.getByRole('textbox', { name: 'Title' }), 'Calibrated as promised');
    await user.type(dialog.getByRole('textbox', { name: 'Your review' }), 'Double-boxed.');
    expect(dialog.getByText('13 / 2,000 characters')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Publish review' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'POST' && c.path === 'reviews')!.json).toEqual({
      orderId: 7,
      rating: 4,
      title: 'Calibrated as promised',
      text: 'Double-boxed.',
    });
    expect(await screen.findByText('Reviewed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Review this seller for order XC-2026-0000007' })).not.toBeInTheDocument();
  });

  it("keeps what was typed and shows the server's refusal", async () => {
    const { user, calls } = renderHistory(() => ({ status: 409, body: { errors: [reviewTexts.windowClosed] } }));
    await user.click(await screen.findByRole('button', { name: 'Review this seller for order XC-2026-0000007' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Review Allen Instruments' }));
    await user.click(dialog.getByRole('radio', { name: '5 stars' }));
    await user.type(dialog.getByRole('textbox', { name: 'Title' }), 'Great');
    await user.type(dialog.getByRole('textbox', { name: 'Your review' }), 'Fast.');
    await user.click(dialog.getByRole('button', { name: 'Publish review' }));
    await waitFor(() => expect(calls.some((c) => c.path === 'reviews' && c.method === 'POST')).toBe(true));
    expect(await dialog.findByText(reviewTexts.windowClosed)).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue('Great');
  });
});
