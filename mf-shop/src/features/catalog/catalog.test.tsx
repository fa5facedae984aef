import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { earlyRequestKey, earlyRequestsFor, type ShellContext } from '@xchange/contract';
import { MockHttpError } from '@xchange/remote-kit/testing';
import { advert, lookups, notFound, ok, product, shopRoutes } from '../../test/fixtures';
import { renderShop } from '../../test/render-shop';
import { reachSearchBox } from '../../test/search-box';

const address = () => screen.getByRole('status', { name: 'Address' }).textContent;

describe('the shop page', () => {
  it('shows the title, the search, the grid with its count and the default page size 9', async () => {
    renderShop(shopRoutes(ok([product(1), product(2)], 2)));
    expect(screen.getByRole('heading', { level: 1, name: 'The Xchange Shop' })).toBeInTheDocument();
    expect(document.title).toBe('The Xchange Shop | The Xchange Marketplace');
    expect(await screen.findByRole('article', { name: 'Keysight DSOX3034A oscilloscope 1' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1–2 of 2 listings')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Per page' })).toHaveValue('9');
    expect(screen.getByRole('button', { name: 'Start Browsing' })).toBeInTheDocument();
  });

  it('shows the answers the shell started with the page and sends none of those requests again', async () => {
    const [catalog, featured, adverts, filters] = earlyRequestsFor('/xchangeShop', '');
    const answers = new Map<string, Promise<unknown>>([
      [earlyRequestKey(catalog!), Promise.resolve(ok([product(41)]))],
      [earlyRequestKey(featured!), Promise.resolve([product(42, { productname: 'Early featured' })])],
      [earlyRequestKey(adverts!), Promise.resolve({ content: [advert(43)], totalElements: 1 })],
      [earlyRequestKey(filters!), Promise.resolve(lookups)],
    ]);
    const takeEarly = ((request) => {
      const answer = answers.get(earlyRequestKey(request));
      answers.delete(earlyRequestKey(request));
      return answer;
    }) as NonNullable<ShellContext['takeEarly']>;
    const { calls } = renderShop(shopRoutes(ok([product(1)])), { takeEarly });
    expect(await screen.findByRole('article', { name: 'Keysight DSOX3034A oscilloscope 41' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Early featured' })).toBeInTheDocument();
    expect(answers.size).toBe(0);
    // the filter counts are the filter column's own request, which the shell does not start
    expect(calls.map((c) => c.path).filter((p) => p !== 'home/facets')).toEqual([]);
  });

  it("says 'No Products' without featured products and shows the last 4 of them", async () => {
    const { unmount } = renderShop(shopRoutes());
    expect(await screen.findByText('No Products')).toBeInTheDocument();
    unmount();
    const featured = [1, 2, 3, 4, 5].map((id) => product(100 + id, { productname: `Featured ${id}`, featured: true }));
    renderShop(shopRoutes(undefined, { 'GET sellerprofile/getSellerFeatureProducts': { body: featured } }));
    const section = within(screen.getByRole('region', { name: 'Featured Products' }));
    expect(await section.findByRole('article', { name: 'Featured 5' })).toBeInTheDocument();
    expect(section.getAllByRole('article')).toHaveLength(4);
    expect(section.queryByRole('article', { name: 'Featured 1' })).not.toBeInTheDocument();
  });

  it("loads the featured row's pictures at once and first, and the grid's when they come near the viewport", async () => {
    const featured = [1, 2, 3, 4].map((id) => product(100 + id, { productname: `Featured ${id}`, featured: true }));
    renderShop(shopRoutes(ok([product(1), product(2)]), { 'GET sellerprofile/getSellerFeatureProducts': { body: featured } }));
    const picture = (name: string) => {
      const img = screen.getByRole('article', { name }).querySelector('img')!;
      return ['loading', 'fetchpriority', 'width', 'height'].map((a) => img.getAttribute(a));
    };
    await screen.findByRole('article', { name: 'Featured 4' });
    await screen.findByRole('article', { name: 'Keysight DSOX3034A oscilloscope 2' });
    expect(picture('Featured 1')).toEqual(['eager', 'high', '400', '300']);
    expect(picture('Featured 4')).toEqual(['eager', 'high', '400', '300']);
    expect(picture('Keysight DSOX3034A oscilloscope 1')).toEqual(['lazy', 'auto', '400', '300']);
  });

  it("says 'No Products available' for NOT_FOUND and the answer's message for another status", async () => {
    const { unmount } = renderShop(shopRoutes(notFound));
    expect(await screen.findByText('No Products available')).toBeInTheDocument();
    unmount();
    renderShop(
      shopRoutes({
        statusCodeValue: 503,
        statusCode: 'SERVICE_UNAVAILABLE',
        body: { content: [], totalElements: 0, message: 'The catalog is being updated.' },
      }),
    );
    expect(await screen.findByText('The catalog is being updated.')).toBeInTheDocument();
  });

  it('offers a retry when the catalog cannot be loaded', async () => {
    let fail = true;
    const { user } = renderShop(
      shopRoutes(() => {
        if (fail) throw new MockHttpError(500, { errors: ['boom'] });
        return { body: ok([product(7)]) };
      }),
    );
    expect(await screen.findByText(/The catalog could not be loaded/)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Keysight DSOX3034A oscilloscope 7' })).toBeInTheDocument();
  });

  it('shows a Promoted badge on promoted listings only', async () => {
    renderShop(shopRoutes(ok([product(1, { promoted: true }), product(2)])));
    const promoted = await screen.findByRole('article', { name: 'Keysight DSOX3034A oscilloscope 1' });
    expect(within(promoted).getByText('Promoted')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Keysight DSOX3034A oscilloscope 2' })).queryByText('Promoted')).toBeNull();
  });

  it('shows adverts that open their url in a new tab, and our own advertise-here slot for one without a file', async () => {
    renderShop(shopRoutes(undefined, { 'POST advert': { body: { content: [advert(1), advert(2, { file: null })], totalElements: 2 } } }));
    const ad = await screen.findByRole('link', { name: /Calibration week 1/ });
    expect(ad).toHaveAttribute('href', 'https://ads.example.com/1');
    expect(ad).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /Advertise here/ })).toHaveAttribute('href', '/advertise');
  });
});

describe('search, sort and paging live in the address', () => {
  it('searches, sorts by relevance and writes both to the address', async () => {
    const { homepageBodies } = renderShop(shopRoutes());
    // the keys of one type() call with no pause between them: with any pause (even 20 ms) a busy machine lets Zag's
    // input sync of one key land after the next and drop it
    const user = userEvent.setup({ delay: null });
    await user.type(await reachSearchBox(user), '  DSO-X   3034A ');
    await user.click(screen.getByRole('button', { name: 'Start Browsing' }));
    await waitFor(() => expect(homepageBodies().at(-1)).toMatchObject({ search: 'DSO-X 3034A', sortBy: 'relevance', page: 1 }));
    expect(address()).toBe('?q=DSO-X+3034A&sort=relevance');
  });

  it('pages, keeps the page on a new size when it still exists, and sorts', async () => {
    const { user, homepageBodies } = renderShop(shopRoutes(ok([product(1)], 40)));
    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(homepageBodies().at(-1)).toMatchObject({ page: 2, size: 9 }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Per page' }), '20');
    await waitFor(() => expect(homepageBodies().at(-1)).toMatchObject({ page: 2, size: 20 }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Newest first');
    await waitFor(() => expect(homepageBodies().at(-1)).toMatchObject({ page: 1, size: 20, sortBy: 'newest', sortOrder: 'desc' }));
    expect(address()).toBe('?sort=newest&size=20');
  });

  it('says 10,000+ when more listings match than are counted, and pages through the counted ones', async () => {
    const many = ok(
      Array.from({ length: 9 }, (_, i) => product(i + 1)),
      10_000,
    );
    const { user, homepageBodies } = renderShop(shopRoutes({ ...many, body: { ...many.body, totalIsLowerBound: true } }), {
      route: '/xchangeShop?q=oscilloscope',
    });
    expect(await screen.findByText('Showing 1–9 of 10,000+ listings')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Catalog pages' });
    await user.click(within(pages).getByRole('button', { name: 'Page 1112' }));
    await waitFor(() => expect(homepageBodies().at(-1)).toMatchObject({ page: 1112 }));
  });

  it('leads back from a page past the end, which answers NOT_FOUND with the real total', async () => {
    const { user, homepageBodies } = renderShop(
      shopRoutes((req) =>
        (req.json as { page: number }).page > 4
          ? { body: { ...notFound, body: { ...notFound.body, totalElements: 30 } } }
          : { body: ok([product(1)], 30) },
      ),
      { route: '/xchangeShop?page=9' },
    );
    expect(await screen.findByText('No Products available')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Catalog pages' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to the first page' }));
    await waitFor(() => expect(homepageBodies().at(-1)).toMatchObject({ page: 1 }));
    expect(await screen.findByText('Showing 1–9 of 30 listings')).toBeInTheDocument();
  });
});
