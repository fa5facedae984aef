import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * onSend hook of an upload route: a refusal sent before the body was read (by a role, ownership or limit check) closes
 * the connection; otherwise Node would read and discard the whole unread upload after answering.
 */
export async function closeIfUnread(req: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (reply.statusCode >= 400 && !req.raw.readableEnded) reply.header('connection', 'close');
}
