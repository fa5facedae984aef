import type { MessageStreamEvent } from '@xchange/contract';
import type { TestUser } from '../../test/test-users.ts';

/** An open event stream read as a client would: its events and comments as they arrive, and when it ended. */
export async function openStream(base: string, path: string, as?: TestUser | { authorization: string }) {
  const controller = new AbortController();
  const headers = as ? ('auth' in as ? as.auth : as) : {};
  const response = await fetch(`${base}${path}`, { headers, signal: controller.signal });
  const events: MessageStreamEvent[] = [];
  const comments: string[] = [];
  const waiters: (() => void)[] = [];
  let endedAt: number | undefined;
  if (response.ok && response.body) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          const blocks = buffer.split('\n\n');
          buffer = blocks.pop()!;
          for (const block of blocks) {
            if (block.startsWith(':')) comments.push(block.slice(1).trim());
            else events.push(JSON.parse(block.replace(/^data: /, '')) as MessageStreamEvent);
          }
          waiters.splice(0).forEach((w) => w());
        }
        endedAt = Date.now();
      } catch {
        // aborted by the test
      }
      waiters.splice(0).forEach((w) => w());
    })();
  }
  const until = async (check: () => boolean, what: string, ms = 5000) => {
    const deadline = Date.now() + ms;
    while (!check()) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  };
  return {
    response,
    events,
    comments,
    until,
    /** When the server ended the stream (ms since the epoch), or undefined while it is open. */
    endedAt: () => endedAt,
    close: () => controller.abort(),
  };
}
