/**
 * The marketing pages' first view rendered on the server: the gateway loads this entry from the remote's build or
 * release (dist/server/server.cjs) and writes its markup into the page, which the browser then hydrates. Only the pages
 * of text, pictures and links are drawn here; a page with a form (log in, sign up, contact, lease, …) is drawn by the
 * browser, as before, so a field is never shown before the code that handles it.
 */
import { renderFirstView as renderRemoteFirstView, serverApi, type FirstView, type FirstViewRequest } from '@xchange/remote-kit/server';
import { App } from './app/app';
import { infoPages } from './features/info-pages/info-pages';

const drawnHere = new Set(['/home', '/sellerhubpage', '/buyerhubpage', ...Object.keys(infoPages)]);

export const renderFirstView = async ({ url, apiBase, fetch, narrow, assetsBase }: FirstViewRequest): Promise<FirstView | null> =>
  drawnHere.has(new URL(url, 'http://page.invalid').pathname)
    ? renderRemoteFirstView({ name: 'marketing', App, url, api: serverApi(apiBase, fetch), narrow, assetsBase })
    : null;
