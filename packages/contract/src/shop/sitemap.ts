import { formatCount } from '../format/number';
import * as v from 'valibot';
import { intField } from '../common/number';

/** The sitemap protocol's limit of URLs in one file: the most listings one GET home/sitemap answers. */
export const sitemapMaxUrls = 50_000;

export const sitemapTexts = {
  offset: 'offset must be a whole number of listings to skip, 0 or more.',
  limit: `limit must be a whole number from 1 to ${formatCount(sitemapMaxUrls)}.`,
} as const;

/**
 * GET home/sitemap query: one slice of the visible listings in id order, so each sitemap file reads only its own
 * listings however large the catalog grows.
 */
export const sitemapQuerySchema = v.object({
  offset: v.optional(v.pipe(intField(0, sitemapTexts.offset), v.maxValue(100_000_000, sitemapTexts.offset)), 0),
  limit: v.optional(v.pipe(intField(1, sitemapTexts.limit), v.maxValue(sitemapMaxUrls, sitemapTexts.limit)), sitemapMaxUrls),
});
export type SitemapQuery = v.InferOutput<typeof sitemapQuerySchema>;

export const sitemapProductSchema = v.object({ id: v.number(), lastmod: v.string() });
/** GET home/sitemap answer: how many listings a visitor can open, and the slice asked for with each one's last change. */
export const sitemapPageSchema = v.object({ total: v.number(), products: v.array(sitemapProductSchema) });
export type SitemapProduct = v.InferOutput<typeof sitemapProductSchema>;
export type SitemapPage = v.InferOutput<typeof sitemapPageSchema>;
