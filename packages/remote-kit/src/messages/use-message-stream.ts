import { useEffect, useRef, useState } from 'react';
import type { MessageStreamEvent, NotificationStreamEvent, OfferStreamEvent } from '@xchange/contract';
import { openMessageStream } from '@xchange/api-client';
import { useApi } from '../hooks';

export type StreamState = 'connecting' | 'open' | 'failed';

/** What the stream carries: messages, the unread flag, offers changing state (§2.11) and new notifications (§2.14). */
export type StreamEvent = MessageStreamEvent | OfferStreamEvent | NotificationStreamEvent;

const streamEventTypes: readonly string[] = ['message', 'unread', 'offer', 'notification'] satisfies StreamEvent['type'][];

const isStreamEvent = (value: unknown): value is StreamEvent =>
  typeof value === 'object' && value !== null && streamEventTypes.includes((value as { type?: unknown }).type as string);

export interface MessageStreamOptions {
  /** Called when the stream opens again after a failure (events may have been missed meanwhile). */
  onReconnect?: () => void;
  enabled?: boolean;
}

/** GET message/stream for a component (api-client's openMessageStream): its events, and whether it is open. */
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
    return openMessageStream(api, {
      onEvent: (event) => {
        if (isStreamEvent(event)) handlers.current.onEvent(event);
      },
      onOpen: (again) => {
        setState('open');
        if (again) handlers.current.onReconnect?.();
      },
      onFail: () => setState('failed'),
    });
  }, [api, enabled]);

  return state;
}
