import { useMutation } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { endpoints, type LeaseApplication, type MessageResponse } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';

/** POST lease/apply: stored and mailed to the leasing team; the applicant gets a confirmation. */
export const applyForLease = (api: KyInstance, body: LeaseApplication): Promise<MessageResponse> =>
  api.post(endpoints.leaseApplication.path, { json: body }).json<MessageResponse>();

export function useApplyForLease() {
  const api = useApi();
  return useMutation({ mutationFn: (body: LeaseApplication) => applyForLease(api, body) });
}
