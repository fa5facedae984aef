import { endpoints } from '@xchange/contract';
import type { ApiApp } from '../../lib/api-app.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { AppError } from '../../lib/errors.ts';
import { MessageHub } from './message-hub.ts';
import { openMessageStream } from './message-stream.ts';
import { tokenStillCurrent } from '../auth/index.ts';
import { hasUnreadMessages } from './repo.ts';
import { askQuestion, closeNotification, getThreads, messageRole, sendMessage, type MessageDeps } from './service.ts';

const tags = ['messages'];
// buyers and sellers only: an admin's call is refused by messageRole
const forbidden = ['ERR_FORBIDDEN'] as const;

/** docs/product.md §7 message calls for buyers and sellers, each on the caller's own threads, questions about listings, plus the live stream. */
export async function messageRoutes(app: ApiApp, opts: { hub?: MessageHub; heartbeatMs?: number; maxStreamsPerUser?: number } = {}) {
  const hub = opts.hub ?? new MessageHub(app.fanout);
  const deps: MessageDeps = { db: app.db, hub, jobs: app.jobs, site: app.config };
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
    summary: "Send a message as a thread's buyer or seller: to an order's thread (orderid) or any of the caller's threads (threadid)",
    errors: [...forbidden, 'ERR_NOT_FOUND'],
  });
  // Generous for a conversation, tight enough to stop a script flooding a thread.
  app.post(send.url, { ...send.options, config: { rateLimit: { max: 60, timeWindow: 60_000 } } }, async (req) =>
    sendMessage(deps, req.user!, req.body),
  );

  const ask = endpointRoute(app, endpoints.askQuestion, {
    tags,
    summary: "Ask a listing's seller a question before ordering: opens or continues the buyer's thread about it, mailed to the seller",
    errors: [...forbidden, 'ERR_NOT_FOUND'],
  });
  // the same allowance as messages: a conversation's pace, not a script's
  app.post(ask.url, { ...ask.options, config: { rateLimit: { max: 60, timeWindow: 60_000 } } }, async (req) =>
    askQuestion(deps, req.user!, req.body),
  );

  const close = endpointRoute(app, endpoints.closeNotification, {
    tags,
    summary: "Mark the other party's messages of a thread read (by its order's id, or by thread id)",
    errors: [...forbidden, 'ERR_NOT_FOUND'],
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
