import { endpoints } from '@xchange/contract';
import type { ApiApp } from '../../lib/api-app.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { AppError } from '../../lib/errors.ts';
import { MessageHub } from './message-hub.ts';
import { openMessageStream } from './message-stream.ts';
import { tokenStillCurrent } from '../auth/index.ts';
import { hasUnreadMessages } from './repo.ts';
import { closeNotification, getThreads, messageRole, sendMessage } from './service.ts';

const tags = ['messages'];
// buyers and sellers only: an admin's call is refused by messageRole
const forbidden = ['ERR_FORBIDDEN'] as const;

/** docs/product.md §7 message calls for buyers and sellers, each on the caller's own threads, plus the live stream. */
export async function messageRoutes(app: ApiApp, opts: { hub?: MessageHub; heartbeatMs?: number; maxStreamsPerUser?: number } = {}) {
  const hub = opts.hub ?? new MessageHub(app.fanout);
  // A few tabs and devices each; more is a leak or abuse holding connections open.
  const maxStreams = opts.maxStreamsPerUser ?? 10;
  const openStreams = new Set<() => void>();
  // Open streams would keep the server from closing.
  app.addHook('preClose', async () => {
    for (const end of [...openStreams]) end();
  });

  const list = endpointRoute(app, endpoints.messageThreads, {
    tags,
    summary: "The caller's threads, newest activity first",
    errors: forbidden,
  });
  app.get(list.url, list.options, async (req) => getThreads(app.db, req.user!));

  const send = endpointRoute(app, endpoints.sendMessage, {
    tags,
    summary: "Send a message in an order's thread as its buyer or seller",
    errors: forbidden,
  });
  // Generous for a conversation, tight enough to stop a script flooding a thread.
  app.post(send.url, { ...send.options, config: { rateLimit: { max: 60, timeWindow: 60_000 } } }, async (req) =>
    sendMessage(app.db, hub, req.user!, req.body),
  );

  const close = endpointRoute(app, endpoints.closeNotification, {
    tags,
    summary: "Mark the other party's messages of a thread read",
    errors: forbidden,
  });
  app.put(close.url, close.options, async (req) => {
    await closeNotification(app.db, hub, req.user!, req.query);
    return { message: 'Messages marked as read.' };
  });

  const stream = endpointRoute(app, endpoints.messageStream, {
    tags,
    summary: 'Live message events (text/event-stream)',
    errors: [...forbidden, 'ERR_RATE_LIMITED'],
  });
  app.get(stream.url, stream.options, async (req, reply) => {
    const user = req.user!;
    const role = messageRole(user);
    if (hub.count(user.id) >= maxStreams) {
      throw new AppError('ERR_RATE_LIMITED', 'Too many open message streams. Close other tabs of the site and try again.');
    }
    const unread = await hasUnreadMessages(app.db, user.id, role);
    const endStream = openMessageStream(req, reply, hub, {
      userId: user.id,
      unread,
      heartbeat: opts.heartbeatMs,
      onEnd: (end) => {
        openStreams.add(end);
        const untrack = app.sessions.track(user.id, end);
        return () => {
          openStreams.delete(end);
          untrack();
        };
      },
    });
    // a logout between the token check and the tracking above found no stream to end: look again
    if (!(await tokenStillCurrent(app.db, user))) endStream();
    return reply;
  });
}
