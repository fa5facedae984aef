import { screen, waitFor, within } from '@testing-library/react';
import { reviewTexts } from '@xchange/contract/listings';
import type { Review } from '@xchange/contract';
import { createMockApi, renderWithShell } from '@xchange/remote-kit/testing';
import { ReviewsPage } from './components/reviews-page';

const seller = { type: 'seller' as const, data: { id: 3 } };
const review = (id: number, over: Partial<Review> = {}): Review => ({
  id,
  orderId: 40 + id,
  sellerId: 3,
  rating: 2,
  title: `Late delivery ${id}`,
  text: 'Took three weeks.',
  author: 'Bea B.',
  createdAt: '2026-11-01T10:00:00.000Z',
  reply: null,
  repliedAt: null,
  ...over,
});

describe('seller reviews page (docs/product.md §2.13)', () => {
  it('lists the reviews and publishes one reply to a review without one', async () => {
    let list = [review(1), review(2, { reply: 'Sorry, the carrier lost it.', repliedAt: '2026-11-02T10:00:00.000Z' })];
    const mock = createMockApi({
      'GET sellers/3/reviews': () => ({ body: { content: list, totalElements: list.length } }),
      'POST reviews/1/reply': ({ json }) => {
        list = [{ ...list[0]!, reply: (json as { text: string }).text, repliedAt: '2026-11-03T10:00:00.000Z' }, list[1]!];
        return { body: list[0] };
      },
    });
    const { user } = renderWithShell(<ReviewsPage />, { session: seller, api: mock.api });
    const first = within(await screen.findByRole('article', { name: 'Late delivery 1' }));
    const answered = within(screen.getByRole('article', { name: 'Late delivery 2' }));
    expect(answered.getByText('Sorry, the carrier lost it.')).toBeInTheDocument();
    expect(answered.queryByRole('button', { name: 'Publish reply' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View your storefront' })).toHaveAttribute('href', '/seller/3');

    await user.click(first.getByRole('button', { name: 'Publish reply' }));
    expect(first.getByText(reviewTexts.replyRequired)).toBeInTheDocument();
    await user.type(first.getByRole('textbox', { name: 'Your public reply' }), 'We have changed carriers since.');
    await user.click(first.getByRole('button', { name: 'Publish reply' }));
    await waitFor(() => expect(first.queryByRole('button', { name: 'Publish reply' })).not.toBeInTheDocument());
    expect(first.getByText('We have changed carriers since.')).toBeInTheDocument();
    expect(mock.calls.find((c) => c.path === 'reviews/1/reply')!.json).toEqual({ text: 'We have changed carriers since.' });
  });
});
