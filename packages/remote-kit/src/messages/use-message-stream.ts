import { useEffect, useRef, useState } from 'react';
import type { MessageStreamEvent, NotificationStreamEvent, OfferStreamEvent } from '@xchange/contract';
import { endpointRequest, withoutNotices } from '@xchange/api-client';
import { useApi } from '../hooks';
import { createSseParser } from './sse-parser';

export type StreamState = 'connecting' | 'open' | 'failed';

// The server sends a heartbeat comment every 20 s; silence this long means the connection is dead.
const silenceLimitMs = 50_000;
const maxBackoffMs = 30_000;

/** What the stream carries: messages, the unread flag, offers changing state (§2.11) and new notifications (§2.14). */
export type StreamEvent = MessageStreamEvent | OfferStreamEvent | NotificationStreamEvent;

const streamEventTypes: readonly string[] = ['message', 'unread', 'offer', 'notification'] satisfies StreamEvent['type'][];

const isStreamEvent = (value: unknown): value is StreamEvent =>
  typeof value === 'object' && value !== null && streamEventTypes.includes((value as { type?: unknown }).type as string);

const statusOf = (error: unknown): number | undefined => (error as { response?: { status?: number } }).response?.status;

export interface MessageStreamOptions {
  /** Called when the stream opens again after a failure (events may have been missed meanwhile). */
  onReconnect?: () => void;
  enabled?: boolean;
}

/**
 * Reads GET message/stream with fetch through the shell's client, so the Authorization header is sent as on any call
 * (EventSource cannot send it; the token never goes in a URL). Reconnects with exponential backoff.
 */
export function useMessageStream(onEvent: (event: StreamEvent) => void, options: MessageStreamOptions = {}): StreamState {
  const { enabled = true } = options;
  const api = useApi();
  const [state, setState] = useState<StreamState>('connecting');
  const handlers = useRef({ onEvent, onReconnect: options.onReconnect });
  useEffect(() => {
    handlers.current = { onEvent, onReconnect: options.onReconnect };
  });

  useEffect(() => {
    if (!enabled) return;
    const stopped = new AbortController();
    let attempt = 0;
    let failedBefore = false;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;

    const connect = async () => {
      const connection = new AbortController();
      const abort = () => connection.abort();
      stopped.signal.addEventListener('abort', abort);
      let silence: ReturnType<typeof setTimeout> | undefined;
      const resetSilence = () => {
        clearTimeout(silence);
        silence = setTimeout(abort, silenceLimitMs);
      };
      let status: number | undefined;
      try {
        const response = await endpointRequest(api, 'messageStream', {
          signal: connection.signal,
          timeout: false,
          retry: 0,
          headers: { accept: 'text/event-stream' },
          ...withoutNotices,
        });
        const body = (response as Response | undefined)?.body;
        if (!body) throw new Error('The message stream has no body.');
        setState('open');
        if (failedBefore) handlers.current.onReconnect?.();
        attempt = 0;
        resetSilence();
        const parse = createSseParser((data) => {
          try {
            const event: unknown = JSON.parse(data);
            if (isStreamEvent(event)) handlers.current.onEvent(event);
          } catch {
            // A malformed event is skipped; the next refetch corrects the list.
          }
        });
        const reader = body.getReader();
        const decoder = new TextDecoder();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          resetSilence();
          parse(decoder.decode(value, { stream: true }));
        }
      } catch (error) {
        status = statusOf(error);
      } finally {
        clearTimeout(silence);
        stopped.signal.removeEventListener('abort', abort);
      }
      if (stopped.signal.aborted) return;
      failedBefore = true;
      setState('failed');
      // Signed out or refused: the client has already handled it, and retrying cannot help.
      if (status === 401 || status === 403) return;
      const delay = Math.min(maxBackoffMs, 1000 * 2 ** attempt) * (0.75 + Math.random() / 2);
      attempt += 1;
      retryTimer = setTimeout(() => void connect(), delay);
    };

    void connect();
    return () => {
      stopped.abort();
      clearTimeout(retryTimer);
    };
  }, [api, enabled]);

  return state;
}
