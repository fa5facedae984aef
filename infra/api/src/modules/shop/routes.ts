import { endpoints, shopLimits } from '@xchange/contract';
import type { ApiApp } from '../../lib/api-app.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { featuredProducts, productDetail } from './catalog.ts';
import { catalogFacets } from './catalog-facets.ts';
import { sitemapPage } from './sitemap.ts';
import { scheduleVocabularyRebuild } from './vocabulary-rebuild.ts';
import { catalogLookups } from './lookups.ts';
import { optionalUser } from './optional-user.ts';
import { keepRankedOrders } from './ranked-orders.ts';
import { keepSuggestions, suggestionMaxAgeSeconds } from './suggestion-cache.ts';
import { searchForgivingTypos } from './typo-correction.ts';

const tags = ['shop'];

/** docs/product.md §7 shop calls: catalog search, filter counts, suggestions, filter choices, featured listings, one listing, sitemap entries. */
export async function shopRoutes(app: ApiApp) {
  await scheduleVocabularyRebuild(app);
  const buyerIdOf = async (req: Parameters<typeof optionalUser>[1]) => {
    const user = await optionalUser(app, req);
    return user?.role === 'buyer' ? user.id : undefined;
  };

  const homepage = endpointRoute(app, endpoints.homepage, {
    tags,
    summary:
      'Search and filter the visible catalog, forgiving typos unless exact (correctedQuery); NOT_FOUND with "No Products available" when nothing matches',
  });
  keepRankedOrders(app.db, app.now);
  app.post(homepage.url, homepage.options, async (req) => searchForgivingTypos(app.db, req.body, await buyerIdOf(req)));

  const facets = endpointRoute(app, endpoints.catalogFacets, {
    tags,
    summary:
      'Filter counts of a catalog view: for each brand, category, condition and location, the listings the search and the other filters leave',
  });
  app.post(facets.url, facets.options, async (req) => catalogFacets(app.db, req.body));

  const suggest = endpointRoute(app, endpoints.searchSuggestions, {
    tags,
    summary: 'Up to 5 brands, categories, model numbers and listing names of the visible catalog for q (at least 2 characters)',
  });
  const suggestions = keepSuggestions(app.db, app.now);
  // typing sends a request per pause, so a person stays far below this; a script walking the catalog does not
  app.get(suggest.url, { ...suggest.options, config: { rateLimit: { max: 600, timeWindow: 60_000 } } }, async (req, reply) => {
    // the same for every visitor: a browser or cache in front may answer the letters again for a minute, as this process does
    reply.header('cache-control', `public, max-age=${suggestionMaxAgeSeconds}`);
    return suggestions(req.query.q);
  });

  const lookups = endpointRoute(app, endpoints.lookups, {
    tags,
    summary: 'Brands, sellers, categories and locations the visible catalog uses',
  });
  app.get(lookups.url, lookups.options, async (req) => catalogLookups(app.db, (await optionalUser(app, req))?.role === 'admin'));

  const featured = endpointRoute(app, endpoints.featuredProducts, { tags, summary: 'The 4 most recently listed featured listings' });
  app.get(featured.url, featured.options, async (req) => featuredProducts(app.db, await buyerIdOf(req), shopLimits.featured));

  const product = endpointRoute(app, endpoints.product, { tags, summary: 'One listing (404 when unknown or hidden from the shop)' });
  app.get(product.url, product.options, async (req) => productDetail(app.db, req.params.id, await optionalUser(app, req)));

  const sitemap = endpointRoute(app, endpoints.sitemapProducts, {
    tags,
    summary: 'The visible listings with their last change, one sitemap file at a time, and how many there are',
  });
  app.get(sitemap.url, sitemap.options, async (req) => sitemapPage(app.db, req.query));
}
