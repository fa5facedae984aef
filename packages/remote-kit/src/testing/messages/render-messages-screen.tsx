import type { MessageThread } from '@xchange/contract';
import { setMediaQueries } from '@xchange/ui/testing';
import { createMockApi } from '../create-mock-api';
import { renderWithShell } from '../render-with-shell';
import { MessagesScreen } from '../../messages/components/messages-screen';
import { buyerThreads } from './message-threads';
import { wideScreenQuery } from '../../messages/use-wide-screen';

const buyer = { type: 'buyer' as const, data: { id: 7, firstname: 'Ada', lastname: 'Lovelace', username: 'ada@lab.test' } };
const seller = { type: 'seller' as const, data: { id: 3, firstname: 'Sam', lastname: 'Allen', username: 'sam@lab.test' } };

/** Makes the window a desk (at least 768 px wide) or a phone for `useWideScreen`. */
export function setWideScreen(wide: boolean) {
  setMediaQueries((query) => wide && query === wideScreenQuery);
}

/** The messages screen of `viewer` over a mock API answering `threads`, mark-as-read and sending. */
export function renderMessagesScreen(viewer: 'buyer' | 'seller', threads: MessageThread[] = buyerThreads()) {
  const mock = createMockApi({
    'GET message/getAll': { body: threads },
    'PUT message/closeNotification': { body: { message: 'Messages marked as read.' } },
    'POST message': ({ json }) => ({
      body: {
        id: 99,
        usertype: viewer,
        messagetext: (json as { messagetext: string }).messagetext,
        messagedate: '2026-11-21T08:00:00.000Z',
        notify: true,
      },
    }),
  });
  const view = renderWithShell(<MessagesScreen viewer={viewer} />, { session: viewer === 'buyer' ? buyer : seller, api: mock.api });
  return { ...view, calls: mock.calls };
}
