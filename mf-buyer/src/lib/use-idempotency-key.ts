import { useRef } from 'react';

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/**
 * One Idempotency-Key per attempt to place an order (the cart's checkout, an accepted offer): the same on a retry or a
 * double click, a new one after success.
 */
export function useIdempotencyKey() {
  const key = useRef<string | null>(null);
  return {
    current: () => (key.current ??= newKey()),
    renew: () => {
      key.current = null;
    },
  };
}
