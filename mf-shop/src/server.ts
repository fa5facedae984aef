/** The shop's first view rendered on the server (Node), for a page that hydrates it (infra/bench: server-render). */
import { renderFirstView, serverApi, type FirstView } from '@xchange/remote-kit/server';
import { App } from './app/app';

export const renderShopFirstView = (url: string, apiBase: string): Promise<FirstView | null> =>
  renderFirstView({ name: 'shop', App, url, api: serverApi(apiBase) });
