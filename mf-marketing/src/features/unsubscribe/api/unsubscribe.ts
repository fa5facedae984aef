import { useMutation } from '@tanstack/react-query';
import { call, withoutNotices } from '@xchange/api-client';
import { useApi } from '@xchange/remote-kit';

/** POST alerts/unsubscribe: turns off the alert an alert mail's signed token names; the page shows the answer itself. */
export function useUnsubscribe() {
  const api = useApi();
  return useMutation({
    mutationFn: (token: string) => call(api, 'alertUnsubscribe', { body: { token }, ...withoutNotices }),
  });
}
