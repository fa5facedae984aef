import { useMutation } from '@tanstack/react-query';
import { call, withoutNotices } from '@xchange/api-client';
import { useApi } from '@xchange/remote-kit';

/** POST reviews/:id/report: a signed-in user tells the admins why a review breaks the rules; the dialog shows a refusal. */
export function useReportReview() {
  const api = useApi();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      call(api, 'reportReview', { params: { id }, body: { reason }, ...withoutNotices }),
  });
}
