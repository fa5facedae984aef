/**
 * The marketing pages' first view rendered on the server: the gateway loads this entry from the remote's build or
 * release (dist/server/server.cjs) and writes its markup into the page, which the browser then hydrates. Only the pages
 * of text, pictures and links are drawn here (`drawnPages` in app.tsx); a page with a form is drawn by the browser.
 */
import { renderFirstView as renderRemoteFirstView, serverApi, type FirstView, type FirstViewRequest } from '@xchange/remote-kit/server';
import { App, drawnPages } from './app/app';

export const renderFirstView = async ({ url, apiBase, fetch, narrow, assetsBase }: FirstViewRequest): Promise<FirstView | null> =>
  Object.hasOwn(drawnPages, new URL(url, 'http://page.invalid').pathname)
    ? renderRemoteFirstView({ name: 'marketing', App, url, api: serverApi(apiBase, fetch), narrow, assetsBase })
    : null;
