import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/** Ends what a signed-in user holds open; this process's connections today, every instance's once Redis fans it out. */
export interface SessionEnder {
  /** Registers one open connection of `userId` (a message stream); returns the function that forgets it. */
  track(userId: number, end: () => void): () => void;
  /** Ends every open connection of the user; returns how many this process ended. */
  endAll(userId: number): number;
  /** Open connections of the user in this process. */
  count(userId: number): number;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionEnder;
  }
}

export function createLocalSessionEnder(): SessionEnder {
  const open = new Map<number, Set<() => void>>();
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
      const ends = [...(open.get(userId) ?? [])];
      for (const end of ends) end();
      return ends.length;
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
  app.decorate('sessions', createLocalSessionEnder());
}

export default fp(sessionsPlugin, { name: 'xchange-sessions' });
