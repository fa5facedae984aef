import { act, screen } from '@testing-library/react';
import { earlyRequestKey, earlyRequestsFor, type ShellContext } from '@xchange/contract';
import { renderCounts } from '@xchange/remote-kit/testing';
import { advert, lookups, ok, product, shopRoutes } from '../../test/fixtures';
import { renderShop } from '../../test/render-shop';

jest.mock('./components/product-card', () => {
  const { profiled } = jest.requireActual('@xchange/remote-kit/testing');
  const actual = jest.requireActual('./components/product-card');
  return { ProductCard: profiled(actual.ProductCard, (p: { product: { id: number } }) => `card ${p.product.id}`) };
});
jest.mock('./components/catalog-results', () => {
  const { profiled } = jest.requireActual('@xchange/remote-kit/testing');
  const actual = jest.requireActual('./components/catalog-results');
  return { CatalogResults: profiled(actual.CatalogResults, () => 'grid') };
});

/** An answer the test hands over when it chooses. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('the shop page renders once per answer, only where the answer shows', () => {
  it('the grid and its cards render for the catalog, not again for featured listings, adverts or filters', async () => {
    const [catalogRequest, featuredRequest, advertsRequest, filtersRequest] = earlyRequestsFor('/xchangeShop', '');
    const catalog = deferred<unknown>();
    const featured = deferred<unknown>();
    const adverts = deferred<unknown>();
    const filters = deferred<unknown>();
    const answers = new Map<string, Promise<unknown>>([
      [earlyRequestKey(catalogRequest!), catalog.promise],
      [earlyRequestKey(featuredRequest!), featured.promise],
      [earlyRequestKey(advertsRequest!), adverts.promise],
      [earlyRequestKey(filtersRequest!), filters.promise],
    ]);
    const takeEarly = ((request) => answers.get(earlyRequestKey(request))) as NonNullable<ShellContext['takeEarly']>;
    renderCounts.reset();
    renderShop(shopRoutes(), { takeEarly });
    const gridOnMount = renderCounts.of('grid');

    await act(async () => catalog.resolve(ok([product(1), product(2), product(3)])));
    expect(await screen.findByRole('article', { name: 'Keysight DSOX3034A oscilloscope 3' })).toBeInTheDocument();
    const gridWithCatalog = renderCounts.of('grid');
    expect(gridWithCatalog - gridOnMount).toBe(1);
    expect(renderCounts.matching('card ')).toEqual({ 'card 1': 1, 'card 2': 1, 'card 3': 1 });

    await act(async () => featured.resolve([product(42, { productname: 'Featured bench supply' })]));
    expect(await screen.findByRole('article', { name: 'Featured bench supply' })).toBeInTheDocument();
    await act(async () => adverts.resolve({ content: [advert(43)], totalElements: 1 }));
    await act(async () => filters.resolve(lookups));
    expect(await screen.findByRole('radio', { name: lookups.manufacturer[0] })).toBeInTheDocument();

    expect(renderCounts.of('grid')).toBe(gridWithCatalog);
    expect(renderCounts.matching('card ')).toEqual({ 'card 1': 1, 'card 2': 1, 'card 3': 1, 'card 42': 1 });
  });
});
