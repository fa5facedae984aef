import type { KyInstance } from 'ky';
import { openMessageStream } from '@xchange/api-client';
import type { NotificationStreamEvent } from '@xchange/contract';

const isNotification = (value: unknown): value is NotificationStreamEvent =>
  typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'notification';

/** GET message/stream for the bell on pages no hub stream covers: only its `notification` events. Returns the closer. */
export function openNotificationStream(api: KyInstance, onEvent: (event: NotificationStreamEvent) => void): () => void {
  return openMessageStream(api, {
    onEvent: (event) => {
      if (isNotification(event)) onEvent(event);
    },
  });
}
