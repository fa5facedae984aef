import type { CartLine } from './cart';
import type { NotificationStreamEvent } from '../saved-search/saved-search';
import type { UserType } from './session';

/** Typed window CustomEvents that remotes and the shell broadcast to each other. */
export interface XchangeEvents {
  'xchange:cart-changed': { count: number; lines: CartLine[] };
  'xchange:session-changed': { type: UserType | null };
  'xchange:unread-changed': { unread: boolean };
  'xchange:remote-load-failed': { remote: string };
  /** A notification the message stream brought (docs/product.md §2.14): the header's bell counts it without a stream of its own. */
  'xchange:notification': NotificationStreamEvent;
}
export type XchangeEventName = keyof XchangeEvents;
export const eventNames = {
  cartChanged: 'xchange:cart-changed',
  sessionChanged: 'xchange:session-changed',
  unreadChanged: 'xchange:unread-changed',
  remoteLoadFailed: 'xchange:remote-load-failed',
  notification: 'xchange:notification',
} as const satisfies Record<string, XchangeEventName>;

/** Broadcasts a typed event to the shell and every remote. */
export function emit<K extends XchangeEventName>(name: K, detail: XchangeEvents[K]): void {
  window.dispatchEvent(new CustomEvent(name, { detail }));
}

/** Subscribes to a typed event; returns the unsubscribe function. */
export function listen<K extends XchangeEventName>(name: K, handler: (detail: XchangeEvents[K]) => void): () => void {
  const fn = (e: Event) => handler((e as CustomEvent<XchangeEvents[K]>).detail);
  window.addEventListener(name, fn);
  return () => window.removeEventListener(name, fn);
}
