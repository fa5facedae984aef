import { useMutation } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import type { KyInstance } from 'ky';
import type { LeaseApplication, MessageResponse } from '@xchange/contract';
import { useApi } from '@xchange/remote-kit';

/** POST lease/apply: stored and mailed to the leasing team; the applicant gets a confirmation. */
export const applyForLease = (api: KyInstance, body: LeaseApplication): Promise<MessageResponse> => call(api, 'leaseApplication', { body });

export function useApplyForLease() {
  const api = useApi();
  return useMutation({ mutationFn: (body: LeaseApplication) => applyForLease(api, body) });
}
