import type { MessageUserType } from '@xchange/contract';

/** The cache key of the signed-in user's threads (GET message/getAll). */
export const messageThreadsKey = (role: MessageUserType) => ['messages', 'threads', role] as const;
