import { act, waitFor } from '@testing-library/react';
import { eventNames, listen } from '@xchange/contract';
import { createMockApi, renderWithShell } from '../testing';
import { UnreadWatcher } from './components/unread-watcher';
import { buyerThreads } from '../testing/messages/message-threads';

const buyer = { type: 'buyer' as const, data: { id: 7, firstname: 'Ada', lastname: 'Lovelace', username: 'ada@lab.test' } };

describe('unread watcher', () => {
  it('broadcasts the unread state from the first load', async () => {
    const seen: boolean[] = [];
    const stop = listen(eventNames.unreadChanged, (d) => seen.push(d.unread));
    const mock = createMockApi({ 'GET message/getAll': { body: buyerThreads() } });
    renderWithShell(<UnreadWatcher role="buyer" />, { session: buyer, api: mock.api });
    await waitFor(() => expect(seen).toEqual([true]));
    stop();
  });

  it("broadcasts false when only the buyer's own messages are flagged", async () => {
    const seen: boolean[] = [];
    const stop = listen(eventNames.unreadChanged, (d) => seen.push(d.unread));
    const threads = buyerThreads();
    threads[0]!.messageContentObject[1]!.notify = false;
    const mock = createMockApi({ 'GET message/getAll': { body: threads } });
    renderWithShell(<UnreadWatcher role="buyer" />, { session: buyer, api: mock.api });
    await waitFor(() => expect(seen).toEqual([false]));
    expect(mock.calls.some((c) => c.path === 'message/stream')).toBe(true);
    stop();
  });
});

describe('unread watcher without a stream', () => {
  afterEach(() => jest.useRealTimers());

  it('falls back to polling GET message/getAll every 15 s and retries the stream', async () => {
    jest.useFakeTimers();
    const mock = createMockApi({ 'GET message/getAll': { body: buyerThreads() }, 'GET message/stream': { status: 503, body: {} } });
    renderWithShell(<UnreadWatcher role="buyer" />, { session: buyer, api: mock.api });
    const count = (path: string) => mock.calls.filter((c) => c.path === path).length;
    await act(() => jest.advanceTimersByTimeAsync(0));
    await waitFor(() => expect(count('message/getAll')).toBe(1));
    await act(() => jest.advanceTimersByTimeAsync(15_500));
    expect(count('message/getAll')).toBeGreaterThanOrEqual(2);
    expect(count('message/stream')).toBeGreaterThanOrEqual(2);
  });
});
