import type { DehydratedState } from '@tanstack/react-query';
import { scriptSafeJson } from '@xchange/contract/core';

/** What a server-rendered first view was drawn from: the address it rendered and the query answers. */
export interface ServerState {
  /** Path and query string. */
  url: string;
  /** Rendered for a phone's screen (the request said so): the hydrating render must draw the same layout. */
  narrow: boolean;
  queries: DehydratedState;
  /** The lazy parts it drew (lazy-part.tsx), whose code the browser loads before hydrating. */
  parts: string[];
}

/** The id of the JSON tag holding a remote's ServerState. */
export const serverStateId = (name: string): string => `xchange-ssr-${name}`;

/** The JSON tag for a page's HTML; a JSON tag is data, not script, so the page's CSP needs no hash or nonce for it. */
export const serverStateTag = (name: string, state: ServerState): string =>
  `<script type="application/json" id="${serverStateId(name)}">${scriptSafeJson(state)}</script>`;

const isServerState = (value: unknown): value is ServerState =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ServerState).url === 'string' &&
  typeof (value as ServerState).narrow === 'boolean' &&
  Array.isArray((value as ServerState).queries?.queries) &&
  Array.isArray((value as ServerState).parts) &&
  (value as ServerState).parts.every((part) => typeof part === 'string');

/**
 * Takes (once) the state the server rendered this remote's slot from: the page then hydrates the slot's markup
 * instead of rendering it again. Null on a page rendered in the browser only, or when the tag does not parse.
 */
export function takeServerState(name: string): ServerState | null {
  const tag = typeof document === 'undefined' ? null : document.getElementById(serverStateId(name));
  if (!tag) return null;
  tag.remove();
  try {
    const value: unknown = JSON.parse(tag.textContent ?? '');
    return isServerState(value) ? value : null;
  } catch {
    return null;
  }
}
