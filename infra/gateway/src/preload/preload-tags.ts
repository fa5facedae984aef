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

/** How each kind of preload tag this file writes begins; `scriptsAfterPaint` finds them by it. */
const preloadOpening = { script: '<link rel="preload" as="script" ', fetch: '<link rel="preload" as="fetch" ' } as const;

/** The template a drawn page keeps its scripts in until it has painted; the config script (shell-html.ts) starts them. */
export const afterPaintTemplateId = 'xchange-after-paint';

const scriptTags = new RegExp(
  `(?:${preloadOpening.script}|${preloadOpening.fetch})[^>]*>|<script\\b[^>]*\\bsrc="[^"]*"[^>]*></script>`,
  'g',
);

/**
 * A page that arrives with its first view drawn (first-view/) needs its scripts only to take the view over, so it asks
 * for none of them before it has painted: its script and manifest preloads and its script tags move into a template
 * the config script puts into the head after the first paint. Evaluating ~270 KB of scripts as they arrive held the
 * paint back on a slow phone with a fast network; preloaded at low priority they still took a slow network's
 * bandwidth (infra/bench/README.md, "Scripts after the first paint").
 */
export function scriptsAfterPaint(html: string): string {
  const moved: string[] = [];
  const page = html.replace(scriptTags, (tag) => {
    moved.push(tag);
    return '';
  });
  return page.replace('</body>', () => `<template id="${afterPaintTemplateId}">${moved.join('')}</template></body>`);
}

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
      const tag = preloadOpening[as];
      return `${tag}href="${attribute(url)}"${as === 'fetch' ? ' crossorigin' : ''}>`;
    })
    .join('');
}
