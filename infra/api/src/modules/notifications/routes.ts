import { endpoints } from '@xchange/contract';
import type { ApiApp } from '../../lib/api-app.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { listNotifications, markRead } from './repo.ts';

const tags = ['notifications'];

/** docs/product.md §2.14: the header bell's entries of the signed-in user, own rows only. */
export async function notificationRoutes(app: ApiApp) {
  const list = endpointRoute(app, endpoints.notifications, { tags, summary: 'The newest notifications and the unread count' });
  app.get(list.url, list.options, async (req) => listNotifications(app.db, req.user!.id));

  const read = endpointRoute(app, endpoints.readNotifications, { tags, summary: 'Mark own notifications read (all when no ids)' });
  app.post(read.url, read.options, async (req) => ({ unread: await markRead(app.db, req.user!.id, req.body.ids, new Date(app.now())) }));
}
