import type { KyInstance } from 'ky';
import { endpointRequest, withoutNotices } from '@xchange/api-client';
import type { NotificationStreamEvent } from '@xchange/contract';

// As the hubs' reader (remote-kit's useMessageStream): a 20 s heartbeat, so this much silence means a dead connection.
const silenceLimitMs = 50_000;
const maxBackoffMs = 30_000;

const isNotification = (value: unknown): value is NotificationStreamEvent =>
  typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'notification';

/** The `data` of each complete server-sent event in `buffer`, and what is left of it. */
function splitEvents(buffer: string): { data: string[]; rest: string } {
  const blocks = buffer.split(/\r?\n\r?\n/);
  const rest = blocks.pop() ?? '';
  const data = blocks
    .map((block) =>
      block
        .split(/\r?\n/)
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).replace(/^ /, ''))
        .join('\n'),
    )
    .filter(Boolean);
  return { data, rest };
}

/**
 * Reads GET message/stream for the bell on pages no hub stream covers, passing on its `notification` events;
 * reconnects with backoff, gives up on 401/403. Returns the function that closes it.
 */
export function openNotificationStream(api: KyInstance, onEvent: (event: NotificationStreamEvent) => void): () => void {
  const stopped = new AbortController();
  let attempt = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;

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
      attempt = 0;
      resetSilence();
      const reader = body.getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        resetSilence();
        const { data, rest } = splitEvents(buffer + decoder.decode(value, { stream: true }));
        buffer = rest;
        for (const text of data) {
          try {
            const event: unknown = JSON.parse(text);
            if (isNotification(event)) onEvent(event);
          } catch {
            // a malformed event is skipped; the next load of the list corrects the count
          }
        }
      }
    } catch (error) {
      status = (error as { response?: { status?: number } }).response?.status;
    } finally {
      clearTimeout(silence);
      stopped.signal.removeEventListener('abort', abort);
    }
    if (stopped.signal.aborted || status === 401 || status === 403) return;
    const delay = Math.min(maxBackoffMs, 1000 * 2 ** attempt) * (0.75 + Math.random() / 2);
    attempt += 1;
    retry = setTimeout(() => void connect(), delay);
  };

  void connect();
  return () => {
    stopped.abort();
    clearTimeout(retry);
  };
}
