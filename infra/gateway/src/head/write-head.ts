import { escapeHtml } from './html-escape.ts';
import { siteName, type PageHead } from './page-heads.ts';

const titleTag = /<title>[\s\S]*?<\/title>/i;
const descriptionTag = /<meta\s+name="description"[^>]*>/i;
const headEnd = /<\/head>/i;

const replaceOrAppend = (html: string, tag: RegExp, replacement: string) =>
  tag.test(html) ? html.replace(tag, () => replacement) : html.replace(headEnd, (end) => `${replacement}${end}`);

/**
 * The shell's page with a page's own title and description in place of the site's (one of each: the remote's
 * usePageMeta later sets the same title and updates that one description), followed by `tags` (a listing's canonical
 * link, Open Graph and Twitter tags, JSON-LD).
 */
export function writeHead(html: string, head: PageHead & { tags?: string }): string {
  const title = `<title>${escapeHtml(`${head.title} | ${siteName}`)}</title>`;
  const description = `<meta name="description" content="${escapeHtml(head.description)}">${head.tags ?? ''}`;
  return replaceOrAppend(replaceOrAppend(html, titleTag, title), descriptionTag, description);
}
