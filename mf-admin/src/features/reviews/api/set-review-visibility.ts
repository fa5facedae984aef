import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, withoutNotices } from '@xchange/api-client';
import type { ReviewVisibility } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';
import { adminReviewsKey } from './get-reviews';

/** POST admin/reviews/:id/visibility: hide or restore with a reason (audit-logged); the dialog shows a refusal itself. */
export function useSetReviewVisibility() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ReviewVisibility }) =>
      call(api, 'reviewVisibility', { params: { id }, body, ...withoutNotices }),
    onSettled: () => client.invalidateQueries({ queryKey: adminReviewsKey }),
  });
}
