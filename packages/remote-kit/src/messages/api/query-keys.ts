import type { MessageUserType } from '@xchange/contract';

/** The cache key of the signed-in user's threads (GET message/getAll). */
export const messageThreadsKey = (role: MessageUserType) => ['messages', 'threads', role] as const;

/** The root of every hub's offers queries: the message stream's offer events refresh all of them. */
export const offersQueryRoot = ['offers'] as const;
