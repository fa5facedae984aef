/**
 * The shop's first view rendered on the server: the gateway loads this entry from the shop's build or release
 * (dist/server/server.cjs) and writes its markup into the page, which the browser then hydrates.
 */
import { renderFirstView as renderRemoteFirstView, serverApi, type FirstView, type FirstViewRequest } from '@xchange/remote-kit/server';
import { App } from './app/app';

export const renderFirstView = ({ url, apiBase, fetch, narrow, assetsBase }: FirstViewRequest): Promise<FirstView | null> =>
  renderRemoteFirstView({ name: 'shop', App, url, api: serverApi(apiBase, fetch), narrow, assetsBase });
