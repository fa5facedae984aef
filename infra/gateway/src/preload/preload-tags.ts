/** The site's own origin while URLs are resolved, so a same-origin file keeps a path-only link. */
export const siteOrigin = 'http://site.invalid';

/** A URL as the page should write it: path-only for the site's own files, absolute for another origin. */
export const pageUrl = (href: string): string => {
  const url = new URL(href, `${siteOrigin}/`);
  return url.origin === siteOrigin ? `${url.pathname}${url.search}` : url.href;
};

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** One file to fetch while the HTML is still arriving: a script the page will run, or JSON it will fetch (a manifest). */
export interface Preload {
  href: string;
  as: 'script' | 'fetch';
}

const scriptPreload = '<link rel="preload" as="script" ';

/**
 * A page that arrives with its first view drawn (first-view/) needs its scripts only to take the view over: their
 * preloads go low, behind the stylesheet, fonts and images the view shows (a slow network's bandwidth went to ~270 KB
 * of scripts before the first paint).
 */
export const scriptsAfterPaint = (html: string): string => html.replaceAll(scriptPreload, `${scriptPreload}fetchpriority="low" `);

/**
 * `<link rel="preload">` tags in the given order, each URL once. A fetch preload carries `crossorigin` so that it matches
 * the runtime's `fetch()` (CORS mode, same-origin credentials) and the browser hands that fetch the preloaded answer.
 */
export function preloadTags(preloads: Preload[]): string {
  const seen = new Set<string>();
  return preloads
    .map(({ href, as }) => {
      const url = pageUrl(href);
      if (seen.has(url)) return '';
      seen.add(url);
      const tag = as === 'script' ? scriptPreload : '<link rel="preload" as="fetch" ';
      return `${tag}href="${attribute(url)}"${as === 'fetch' ? ' crossorigin' : ''}>`;
    })
    .join('');
}
