import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createLocalFanout, type Fanout } from '../lib/shared/fanout.ts';

/** Ends what a signed-in user holds open, in every API process (through `app.fanout`: Redis pub/sub when configured). */
export interface SessionEnder {
  /** Registers one open connection of `userId` (a message stream); returns the function that forgets it. */
  track(userId: number, end: () => void): () => void;
  /** Ends every open connection of the user, here and in every other process; returns how many this process ended. */
  endAll(userId: number): number;
  /** Open connections of the user in this process. */
  count(userId: number): number;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionEnder;
  }
}

export function createLocalSessionEnder(fanout: Fanout = createLocalFanout()): SessionEnder {
  const open = new Map<number, Set<() => void>>();
  const endHere = (userId: number) => {
    const ends = [...(open.get(userId) ?? [])];
    for (const end of ends) end();
    return ends.length;
  };
  fanout.on('sessions-ended', (userId) => void endHere(Number(userId)));
  return {
    track(userId, end) {
      let set = open.get(userId);
      if (!set) open.set(userId, (set = new Set()));
      set.add(end);
      return () => {
        set.delete(end);
        if (set.size === 0 && open.get(userId) === set) open.delete(userId);
      };
    },
    endAll(userId) {
      const here = open.get(userId)?.size ?? 0;
      fanout.publish('sessions-ended', userId);
      return here;
    },
    count: (userId) => open.get(userId)?.size ?? 0,
  };
}

/**
 * The one call after a user's tokens were revoked (logout, password change or reset, deactivation): every
 * connection opened with an older token ends now, as every later request with one is refused.
 */
export function endUserSessions(app: FastifyInstance, userId: number): void {
  app.sessions.endAll(userId);
}

async function sessionsPlugin(app: FastifyInstance) {
  app.decorate('sessions', createLocalSessionEnder(app.fanout));
}

export default fp(sessionsPlugin, { name: 'xchange-sessions' });
