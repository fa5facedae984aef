import { screen, waitFor, within } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { eventNames, listen } from '@xchange/contract';
import { createMockApi, renderWithShell } from '../testing';
import { MessagesScreen } from './components/messages-screen';
import { UnreadWatcher } from './components/unread-watcher';
import { buyerThreads, questionThread } from '../testing/messages/message-threads';
import { setWideScreen } from '../testing/messages/render-messages-screen';
import { offersQueryRoot } from './api/query-keys';
import type { StreamEvent } from './use-message-stream';

const buyer = { type: 'buyer' as const, data: { id: 7, firstname: 'Ada', lastname: 'Lovelace', username: 'ada@lab.test' } };

/** A stand-in for the stream's response body that the test feeds chunk by chunk. */
function fakeStream() {
  const encoder = new TextEncoder();
  const chunks: Uint8Array[] = [];
  let wake: (() => void) | undefined;
  const body = {
    getReader: () => ({
      read: async (): Promise<{ done: boolean; value?: Uint8Array }> => {
        while (!chunks.length) await new Promise<void>((resolve) => (wake = resolve));
        return { done: false, value: chunks.shift() };
      },
    }),
  };
  const push = (text: string) => {
    chunks.push(encoder.encode(text));
    wake?.();
  };
  const send = (event: StreamEvent) => push(`data: ${JSON.stringify(event)}\n\n`);
  return { response: { body }, push, send };
}

/** Stands in for a hub's Offers page: one query under the offers root, showing how often it loaded. */
let offerLoads = 0;
function OffersProbe() {
  const query = useQuery({ queryKey: [...offersQueryRoot, 'buyer', 'list'], queryFn: async () => ++offerLoads, staleTime: Infinity });
  return <p>Offers loaded {query.data ?? 0} times</p>;
}

describe('live messages', () => {
  it("an offer event on the stream makes the hub's offers queries load again", async () => {
    const stream = fakeStream();
    const mock = createMockApi({ 'GET message/getAll': { body: buyerThreads() }, 'GET message/stream': { body: stream.response } });
    renderWithShell(
      <>
        <OffersProbe />
        <UnreadWatcher role="buyer" />
      </>,
      { session: buyer, api: mock.api },
    );
    await screen.findByText('Offers loaded 1 times');
    stream.send({ type: 'offer', offerid: 5, status: 'countered' });
    await screen.findByText('Offers loaded 2 times');
  });

  it("a notification event on the stream is broadcast for the header's bell", async () => {
    const stream = fakeStream();
    const mock = createMockApi({ 'GET message/getAll': { body: buyerThreads() }, 'GET message/stream': { body: stream.response } });
    const seen: number[] = [];
    const stop = listen(eventNames.notification, (d) => seen.push(d.unread));
    renderWithShell(<UnreadWatcher role="buyer" />, { session: buyer, api: mock.api });
    await waitFor(() => expect(mock.calls.some((c) => c.path === 'message/stream')).toBe(true));
    const notification = {
      id: 9,
      kind: 'saved-search' as const,
      title: 'New matches for "oscilloscope"',
      body: 'Tektronix MDO3104 oscilloscope',
      link: '/xchangeShop?q=oscilloscope',
      createdAt: '2026-11-27T10:00:00.000Z',
      read: false,
    };
    stream.send({ type: 'notification', notification, unread: 3 });
    await waitFor(() => expect(seen).toEqual([3]));
    stop();
  });

  it('a message from the stream shows in the list with the red dot and is broadcast as unread', async () => {
    const threads = buyerThreads();
    threads[0]!.messageContentObject[1]!.notify = false;
    const stream = fakeStream();
    const mock = createMockApi({ 'GET message/getAll': { body: threads }, 'GET message/stream': { body: stream.response } });
    const seen: boolean[] = [];
    const stop = listen(eventNames.unreadChanged, (d) => seen.push(d.unread));
    renderWithShell(
      <>
        <MessagesScreen viewer="buyer" />
        <UnreadWatcher role="buyer" />
      </>,
      { session: buyer, api: mock.api },
    );
    const row = await screen.findByRole('button', { name: /Sue Baker/ });
    await waitFor(() => expect(seen).toEqual([false]));
    stream.push(': connected\n\n: heartbeat\n\n');
    stream.send({
      type: 'message',
      threadid: 142,
      orderid: 42,
      message: { id: 50, usertype: 'seller', messagetext: 'Tracking number sent.', messagedate: '2026-11-22T09:00:00.000Z', notify: true },
    });
    await waitFor(() => expect(within(row).getByText('unread messages')).toBeInTheDocument());
    // newest activity first
    expect(screen.getAllByRole('button', { name: /Order XO-/ })[0]).toBe(row);
    await waitFor(() => expect(seen).toEqual([false, true]));
    expect(mock.calls.filter((c) => c.path === 'message/getAll')).toHaveLength(1);
    stop();
  });

  it('on a wide screen, a message in another thread leaves the open one open and marks the other unread', async () => {
    const original = window.matchMedia;
    setWideScreen(true);
    const stream = fakeStream();
    const mock = createMockApi({
      'GET message/getAll': { body: buyerThreads() },
      'GET message/stream': { body: stream.response },
      'PUT message/closeNotification': { body: { message: 'Messages marked as read.' } },
    });
    renderWithShell(
      <>
        <MessagesScreen viewer="buyer" />
        <UnreadWatcher role="buyer" />
      </>,
      { session: buyer, api: mock.api },
    );
    await screen.findByRole('log', { name: 'Messages with Allen Instruments' });
    stream.send({
      type: 'message',
      threadid: 142,
      orderid: 42,
      message: { id: 51, usertype: 'seller', messagetext: 'Pallet booked.', messagedate: '2026-11-22T09:00:00.000Z', notify: true },
    });
    const other = await screen.findByRole('button', { name: /Pallet booked/ });
    await waitFor(() => expect(within(other).getByText('unread messages')).toBeInTheDocument());
    expect(screen.getByRole('log', { name: 'Messages with Allen Instruments' })).toBeInTheDocument();
    window.matchMedia = original;
  });

  it('a live answer to a question reaches its thread by thread id', async () => {
    const original = window.matchMedia;
    setWideScreen(true);
    const question = questionThread();
    question.messageContentObject[1]!.notify = false;
    const stream = fakeStream();
    const mock = createMockApi({
      'GET message/getAll': { body: [...buyerThreads(), question] },
      'GET message/stream': { body: stream.response },
      'PUT message/closeNotification': { body: { message: 'Messages marked as read.' } },
    });
    renderWithShell(
      <>
        <MessagesScreen viewer="buyer" />
        <UnreadWatcher role="buyer" />
      </>,
      { session: buyer, api: mock.api },
    );
    await screen.findByRole('log', { name: 'Messages with Baker Labs' });
    stream.send({
      type: 'message',
      threadid: 150,
      orderid: null,
      message: {
        id: 62,
        usertype: 'seller',
        messagetext: 'The case is included too.',
        messagedate: '2026-11-22T09:00:00.000Z',
        notify: true,
      },
    });
    expect(await within(screen.getByRole('log')).findByText('The case is included too.')).toBeInTheDocument();
    // open, so it is marked read at once, by its thread id
    await waitFor(() =>
      expect(mock.calls).toContainEqual(
        expect.objectContaining({ path: 'message/closeNotification', searchParams: { thread: '150', status: 'false' } }),
      ),
    );
    expect(mock.calls.filter((c) => c.path === 'message/getAll')).toHaveLength(1);
    window.matchMedia = original;
  });
});
