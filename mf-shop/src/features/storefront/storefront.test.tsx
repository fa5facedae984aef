import { Route, Routes } from 'react-router-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reviewTexts } from '@xchange/contract/listings';
import type { Review, ReviewPage, Storefront } from '@xchange/contract';
import { createMockApi, renderWithShell, type MockRoutes } from '@xchange/remote-kit/testing';
import { buyer, facets, lookups, ok, product } from '../../test/fixtures';
import { StorefrontPage } from './components/storefront-page';

const front = (over: Partial<Storefront> = {}): Storefront => ({
  id: 3,
  company: 'Ortiz Test Gear',
  picture: null,
  location: 'United States, North America',
  memberSince: '2024-03-05T12:00:00.000Z',
  inGoodStanding: true,
  responseMinutes: 95,
  completedOrders: 41,
  rating: { mean: 4.33, count: 3 },
  about: 'Calibration lab since 1998.\nISO 17025 accredited.',
  ...over,
});

const review = (id: number, over: Partial<Review> = {}): Review => ({
  id,
  orderId: 100 + id,
  sellerId: 3,
  rating: 4,
  title: `Well packed ${id}`,
  text: 'Arrived double-boxed.',
  author: 'Bea B.',
  createdAt: '2026-10-01T10:00:00.000Z',
  reply: null,
  repliedAt: null,
  ...over,
});

function renderStorefront(route: string, routes: MockRoutes, session?: typeof buyer) {
  const mock = createMockApi({
    'POST home/homepage': { body: ok([product(1, { productname: 'Fluke 87V multimeter' })]) },
    'GET home/lookups': { body: lookups },
    'POST home/facets': { body: facets },
    ...routes,
  });
  const result = renderWithShell(
    <Routes>
      <Route path="/seller/:id" element={<StorefrontPage />} />
    </Routes>,
    { route, remote: 'shop', api: mock.api, ...(session ? { session } : {}) },
  );
  return { ...result, calls: mock.calls };
}

describe('seller storefront (docs/product.md §2.13)', () => {
  it("shows the seller's facts, rating, About, its own listings and reviews with the seller's reply", async () => {
    const page: ReviewPage = {
      content: [
        review(1, { reply: 'Thank you, Bea!', repliedAt: '2026-10-02T10:00:00.000Z' }),
        review(2, { title: '<b>Fast</b>', text: '<img src=x onerror=alert(1)>' }),
      ],
      totalElements: 2,
    };
    const { calls } = renderStorefront('/seller/3', {
      'GET sellers/3/storefront': { body: front() },
      'GET sellers/3/reviews': { body: page },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ortiz Test Gear' })).toBeInTheDocument();
    expect(document.title).toContain('Ortiz Test Gear – Seller storefront');
    expect(screen.getByText('Subscription in good standing')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.3 out of 5 from 3 reviews' })).toBeInTheDocument();
    expect(screen.getByText('Usually answers within 2 hours')).toBeInTheDocument();
    expect(screen.getByText('41')).toBeInTheDocument();
    expect(screen.getByText('March 5, 2024')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'About Ortiz Test Gear' })).toBeInTheDocument();

    expect(await screen.findByText('Fluke 87V multimeter')).toBeInTheDocument();
    const catalog = calls.find((c) => c.path === 'home/homepage')!;
    expect((catalog.json as { seller?: number }).seller).toBe(3);

    const first = await screen.findByRole('article', { name: 'Well packed 1' });
    expect(within(first).getByText('Reply from Ortiz Test Gear')).toBeInTheDocument();
    expect(within(first).getByText('Thank you, Bea!')).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    const second = screen.getByRole('article', { name: '<b>Fast</b>' });
    expect(within(second).getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(second.querySelector('img, b')).toBeNull();
  });

  it("searches and filters only this seller's listings, without a Seller filter", async () => {
    const { calls } = renderStorefront('/seller/3', {
      'GET sellers/3/storefront': { body: front() },
      'GET sellers/3/reviews': { body: { content: [], totalElements: 0 } },
    });
    // the keys with no pause between them, as in catalog.test.tsx (a pause lets Zag's input sync drop one)
    const user = userEvent.setup({ delay: null });
    const box = await screen.findByRole('combobox', { name: "Search Ortiz Test Gear's listings" });
    const filters = within(await screen.findByRole('complementary', { name: 'Filters' }));
    await user.type(box, 'multimeter');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const bodies = () => calls.filter((c) => c.path === 'home/homepage').map((c) => c.json as Record<string, unknown>);
    await waitFor(() => expect(bodies().at(-1)).toMatchObject({ seller: 3, search: 'multimeter' }));

    expect(filters.queryByRole('region', { name: 'Seller' })).not.toBeInTheDocument();
    await user.click(within(filters.getByRole('region', { name: 'Condition' })).getByRole('radio', { name: 'Used' }));
    await waitFor(() => expect(bodies().at(-1)).toMatchObject({ seller: 3, search: 'multimeter', condition: 'Used' }));
    const facetBody = calls.filter((c) => c.path === 'home/facets').at(-1)!.json as Record<string, unknown>;
    expect(facetBody).toMatchObject({ seller: 3 });

    await user.click(filters.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(bodies().at(-1)).toEqual(expect.objectContaining({ seller: 3 })));
    expect(bodies().at(-1)).not.toHaveProperty('condition');
  });

  it('says "New seller" below three reviews and lists the one there is', async () => {
    renderStorefront('/seller/3', {
      'GET sellers/3/storefront': { body: front({ rating: { mean: 5, count: 1 }, responseMinutes: null, about: '' }) },
      'GET sellers/3/reviews': { body: { content: [review(1)], totalElements: 1 } },
    });
    expect(await screen.findByText('New seller')).toBeInTheDocument();
    expect(screen.getByText('1 review')).toBeInTheDocument();
    expect(screen.getByText('No answers to measure yet')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /About/ })).not.toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Well packed 1' })).toBeInTheDocument();
  });

  it('a signed-in user reports a review with a reason', async () => {
    const routes: MockRoutes = {
      'GET sellers/3/storefront': { body: front() },
      'GET sellers/3/reviews': { body: { content: [review(1)], totalElements: 1 } },
      'POST reviews/1/report': { body: { message: reviewTexts.reported } },
    };
    const { user, calls } = renderStorefront('/seller/3', routes, buyer);
    const item = within(await screen.findByRole('article', { name: 'Well packed 1' }));
    await user.click(item.getByRole('button', { name: 'Report the review "Well packed 1"' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Report review' }));
    await user.click(dialog.getByRole('button', { name: 'Send report' }));
    expect(dialog.getByText(reviewTexts.reasonRequired)).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: /Why does this review break the rules/ }), 'Names a competitor.');
    await user.click(dialog.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.path === 'reviews/1/report')!.json).toEqual({ reason: 'Names a competitor.' });
  });

  it('shows no Report button to a visitor', async () => {
    renderStorefront('/seller/3', {
      'GET sellers/3/storefront': { body: front() },
      'GET sellers/3/reviews': { body: { content: [review(1)], totalElements: 1 } },
    });
    const item = within(await screen.findByRole('article', { name: 'Well packed 1' }));
    expect(item.queryByRole('button', { name: /Report/ })).not.toBeInTheDocument();
  });

  it('an inactive or unsubscribed seller has no storefront', async () => {
    renderStorefront('/seller/9', { 'GET sellers/9/storefront': { status: 404, body: { errors: ['This seller has no storefront.'] } } });
    expect(await screen.findByRole('heading', { name: 'Seller not found' })).toBeInTheDocument();
  });
});
