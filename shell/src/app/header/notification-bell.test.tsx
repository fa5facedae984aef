import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigateToUrl } from 'single-spa';
import { emit, eventNames, type AppNotification } from '@xchange/contract';
import { fakeApi, renderWithUi, setup, type FakeCall } from '../../test/render';
import { Header } from './header';
import { notificationTime } from './notification-time';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
const entry = (id: number, over: Partial<AppNotification> = {}): AppNotification => ({
  id,
  kind: 'saved-search',
  title: `New matches for "oscilloscope" ${id}`,
  body: 'Tektronix MDO3104 oscilloscope, Used, $7,500',
  link: `/product/${id}`,
  createdAt: minutesAgo(5),
  read: false,
  ...over,
});

function renderBell(type: 'buyer' | 'seller', items: AppNotification[], unread = items.filter((n) => !n.read).length) {
  const stores = setup('/home', type);
  const mock = fakeApi({
    'GET notifications': () => ({ items, unread }),
    'POST notifications/read': (call: FakeCall) => ({ unread: unread - ((call.json as { ids: number[] }).ids?.length ?? 0) }),
  });
  renderWithUi(<Header {...stores} api={mock.api} />);
  return mock;
}

describe('notifications bell (docs/product.md §2.14)', () => {
  it('shows the unread count, lists the entries and marks them read when opened', async () => {
    const { calls } = renderBell('buyer', [
      entry(1),
      entry(2),
      entry(3, { read: true, title: 'Price drop: Fluke 87V', createdAt: minutesAgo(180) }),
    ]);
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(screen.getByTestId('notifications-badge')).toHaveTextContent('2');
    await userEvent.click(bell);
    const menu = within(await screen.findByRole('region', { name: 'Notifications' }));
    expect(menu.getByRole('link', { name: 'New matches for "oscilloscope" 1' })).toHaveAttribute('href', '/product/1');
    expect(menu.getByText('Price drop: Fluke 87V')).toBeInTheDocument();
    expect(menu.getByText('3 h ago')).toBeInTheDocument();
    expect(menu.getAllByText('New · 5 min ago')).toHaveLength(2);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications' })).toHaveAttribute('aria-expanded', 'true'));
    expect(screen.queryByTestId('notifications-badge')).toBeNull();
    expect(calls.filter((c) => c.path === 'notifications/read').map((c) => c.json)).toEqual([{ ids: [1, 2] }]);

    await userEvent.click(menu.getByRole('link', { name: 'New matches for "oscilloscope" 2' }));
    expect(navigateToUrl).toHaveBeenCalledWith('/product/2');
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
  });

  it('says so when there are none, and marks nothing read', async () => {
    const { calls } = renderBell('seller', []);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
    expect(calls.some((c) => c.path === 'notifications/read')).toBe(false);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByText('No notifications yet')).toBeNull();
  });

  it('counts a notification from the message stream as it comes', async () => {
    renderBell('buyer', []);
    await screen.findByRole('button', { name: 'Notifications' });
    act(() =>
      emit(eventNames.notification, { type: 'notification', notification: entry(7, { createdAt: new Date().toISOString() }), unread: 1 }),
    );
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    expect(screen.getByTestId('notifications-badge')).toHaveTextContent('1');
  });

  it('reads the message stream itself where no hub holds one, and leaves it to the hub on hub pages', async () => {
    const encoder = new TextEncoder();
    const chunks: Uint8Array[] = [];
    let wake: (() => void) | undefined;
    const body = {
      getReader: () => ({
        read: async () => {
          while (!chunks.length) await new Promise<void>((resolve) => (wake = resolve));
          return { done: false, value: chunks.shift() };
        },
      }),
    };
    const stores = setup('/xchangeShop', 'buyer');
    const mock = fakeApi({ 'GET notifications': { items: [], unread: 0 }, 'GET message/stream': { body } });
    const { unmount } = renderWithUi(<Header {...stores} api={mock.api} />);
    await waitFor(() => expect(mock.calls.some((c) => c.path === 'message/stream')).toBe(true));
    const event = { type: 'notification', notification: entry(8), unread: 2 };
    act(() => {
      chunks.push(
        encoder.encode(`: heartbeat\n\ndata: ${JSON.stringify({ type: 'unread', unread: true })}\n\ndata: ${JSON.stringify(event)}\n\n`),
      );
      wake?.();
    });
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    unmount();

    const hub = setup('/watchlist', 'buyer');
    const onHub = fakeApi({ 'GET notifications': { items: [], unread: 0 } });
    renderWithUi(<Header {...hub} api={onHub.api} />);
    await screen.findByRole('button', { name: 'Notifications' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(onHub.calls.map((c) => c.path)).toEqual(['notifications']);
  });

  it('is not shown to visitors and admins', () => {
    for (const type of [null, 'admin'] as const) {
      const { unmount } = renderWithUi(<Header {...setup('/home', type)} />);
      expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
      unmount();
    }
  });
});

describe('notification times', () => {
  it('reads as minutes, hours and days ago, then the date', () => {
    const now = new Date('2026-11-27T12:00:00Z');
    expect(notificationTime('2026-11-27T11:59:30Z', now)).toBe('Just now');
    expect(notificationTime('2026-11-27T11:48:00Z', now)).toBe('12 min ago');
    expect(notificationTime('2026-11-27T09:00:00Z', now)).toBe('3 h ago');
    expect(notificationTime('2026-11-25T12:00:00Z', now)).toBe('2 days ago');
    expect(notificationTime('2026-11-01T12:00:00Z', now)).toBe('November 1, 2026');
  });
});
