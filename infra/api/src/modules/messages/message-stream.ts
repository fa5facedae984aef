import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StreamEvent } from './message-hub.ts';
import type { MessageHub } from './message-hub.ts';

/** Heartbeat comment interval: inside the 15–25 s band, under common proxy idle timeouts. */
export const heartbeatMs = 20_000;

const frame = (event: StreamEvent) => `data: ${JSON.stringify(event)}\n\n`;

/**
 * Answers a server-sent event stream of the user's message events. The reply is hijacked so no onSend hook
 * (the gateway's compression) buffers it; the stream ends when the client goes away, the server closes or the
 * user's sessions end. Returns the function that ends it.
 */
export function openMessageStream(
  req: FastifyRequest,
  reply: FastifyReply,
  hub: MessageHub,
  opts: { userId: number; unread: boolean; heartbeat?: number; onEnd: (end: () => void) => () => void },
): () => void {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // Proxies such as nginx must pass each event on at once.
    'x-accel-buffering': 'no',
    'x-request-id': req.id,
  });
  res.write(`: connected\n\n${frame({ type: 'unread', unread: opts.unread })}`);
  const unsubscribe = hub.subscribe(opts.userId, (event) => res.write(frame(event)));
  const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), opts.heartbeat ?? heartbeatMs);
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    unsubscribe();
    forget();
    if (!res.writableEnded) res.end();
  };
  const forget = opts.onEnd(end);
  // The response's close (not the request's, which fires once a GET is read) marks the client going away.
  res.on('close', end);
  return end;
}
