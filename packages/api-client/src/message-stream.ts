import type { KyInstance } from 'ky';
import { withoutNotices } from './create-api-client';
import { endpointRequest } from './endpoint-request';
import { createSseParser } from './sse-parser';

// The server sends a heartbeat comment every 20 s; silence this long means the connection is dead.
const silenceLimitMs = 50_000;
const maxBackoffMs = 30_000;

export interface MessageStreamHandlers {
  /** Each event's parsed JSON; the caller checks its type (a malformed event is skipped). */
  onEvent: (event: unknown) => void;
  /** The stream is open; `again` after a failure (events may have been missed meanwhile). */
  onOpen?: (again: boolean) => void;
  onFail?: () => void;
}

const statusOf = (error: unknown): number | undefined => (error as { response?: { status?: number } }).response?.status;

/**
 * Reads GET message/stream with fetch through the site's client, so the Authorization header is sent as on any call
 * (EventSource cannot send it; the token never goes in a URL). Reconnects with exponential backoff; stops on 401/403,
 * which the client has already handled. Returns the function that closes it.
 */
export function openMessageStream(api: KyInstance, handlers: MessageStreamHandlers): () => void {
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
      handlers.onOpen?.(failedBefore);
      attempt = 0;
      resetSilence();
      const parse = createSseParser((data) => {
        let event: unknown;
        try {
          event = JSON.parse(data);
        } catch {
          return; // a malformed event is skipped; the next load of the list corrects it
        }
        handlers.onEvent(event);
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
    handlers.onFail?.();
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
}
