import * as v from 'valibot';

/** GET home/sitemap answer: every product a visitor can open, with its last change, for the gateway's /sitemap.xml. */
export const sitemapProductSchema = v.object({ id: v.number(), lastmod: v.string() });
export const sitemapProductsSchema = v.array(sitemapProductSchema);
export type SitemapProduct = v.InferOutput<typeof sitemapProductSchema>;
