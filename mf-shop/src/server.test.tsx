/**
 * @jest-environment node
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// Node, as a server renders: no document, no window, Emotion's server build.
import { renderFirstView } from '@xchange/remote-kit/server';
import { createMockApi, type MockRoutes } from '@xchange/remote-kit/testing';
import { App } from './app/app';
import { ok, product, shopRoutes } from './test/fixtures';

const featured = [product(7, { productname: 'Rohde & Schwarz FSW26 spectrum analyzer', featured: true })];

function render(url: string, routes: MockRoutes) {
  const { api, calls } = createMockApi(routes);
  return { view: renderFirstView({ name: 'shop', App, url, api }), calls };
}

describe("the shop's first view rendered on the server", () => {
  it('draws the shop from the API’s answers, with those answers for the browser to hydrate from', async () => {
    const { view } = render(
      '/xchangeShop',
      shopRoutes(ok([product(1), product(2)]), { 'GET sellerprofile/getSellerFeatureProducts': { body: featured } }),
    );
    const first = await view;
    expect(first).not.toBeNull();
    expect(first!.html).toContain('<h1 class="chakra-heading');
    expect(first!.html).toContain('The Xchange Shop');
    expect(first!.html).toContain('Rohde &amp; Schwarz FSW26 spectrum analyzer');
    // answered, not loading: the browser hydrates it with the same answers, and hydration keeps the server's attributes
    expect(first!.html).toMatch(/<div(?=[^>]*data-testid="catalog-grid")(?=[^>]*aria-busy="false")[^>]*>/);
    // Emotion's rules travel with the markup, so the page is styled before any script runs
    expect(first!.html).toMatch(/<style data-emotion="css [^"]+">/);
    // React's inline scripts would be refused by the page's CSP: every boundary is rendered in place
    expect(first!.html).not.toContain('<script');
    expect(first!.stateTag).toMatch(/^<script type="application\/json" id="xchange-ssr-shop">/);
    // the tag escapes what could end a script element (& among it): read back, it carries the listing's name
    const carried: unknown = JSON.parse(first!.stateTag.replace(/^<script[^>]*>|<\/script>$/g, ''));
    expect(JSON.stringify(carried)).toContain('Rohde & Schwarz FSW26 spectrum analyzer');
    // a desk's filters are lazily loaded code the browser must have before it hydrates them
    expect(carried).toMatchObject({ parts: ['filter-column'] });
  });

  it('leaves below-the-fold parts to the browser, as its first render does', async () => {
    const advert = jest.fn(() => ({ body: { content: [], totalElements: 0 } }));
    const { view, calls } = render('/xchangeShop', shopRoutes(ok([product(1)]), { 'POST advert': advert }));
    const first = await view;
    expect(first!.html).toContain('aria-hidden="true"');
    expect(advert).not.toHaveBeenCalled();
    expect(calls.map((c) => c.path)).not.toContain('advert');
  });

  it('asks no question the page waits on a choice for (a category’s spec fields)', async () => {
    const { view, calls } = render('/xchangeShop', shopRoutes());
    await view;
    expect(calls.map((c) => c.path)).not.toContain('specs/fields');
  });

  it('gives the page nothing to hydrate when an answer failed, so the browser draws it itself', async () => {
    const { view } = render(
      '/xchangeShop',
      shopRoutes(ok([product(1)]), { 'GET sellerprofile/getSellerFeatureProducts': { status: 500, body: {} } }),
    );
    expect(await view).toBeNull();
  });

  it('renders a listing’s page from its lazily loaded code', async () => {
    const { view } = render('/product/7', shopRoutes(ok([]), { 'GET product/7': { body: featured[0] } }));
    const first = await view;
    expect(first?.html ?? '').toContain('Rohde &amp; Schwarz FSW26 spectrum analyzer');
    expect(first?.stateTag).toContain('"parts":["product-page"]');
  });
});
