import { useQuery } from '@tanstack/react-query';
import { call, withoutNotices } from '@xchange/api-client';
import { productFromWire, productRequest } from '@xchange/contract/core';
import { useApi, useSession, useTakeEarly } from '@xchange/remote-kit';

/** The HTTP status of a failed call, if the server answered. */
export const statusOf = (error: unknown): number | undefined => {
  const e = error as { response?: { status?: number }; status?: number } | null;
  return e?.response?.status ?? e?.status;
};

/** GET product/:id, public: one listing of the shop. A 404 is an answer (not found), not a failure to retry. */
export function useProduct(id: number) {
  const api = useApi();
  const takeEarly = useTakeEarly();
  const who = useSession((s) => (s.token ? `${s.type}:${s.data?.id ?? ''}` : 'visitor'));
  return useQuery({
    queryKey: ['shop', 'product', id, who],
    queryFn: async ({ signal }) =>
      productFromWire(await (takeEarly(productRequest(id)) ?? call(api, 'product', { params: { id }, signal, ...withoutNotices }))),
    enabled: Number.isInteger(id) && id > 0,
    retry: (count, error) => (statusOf(error) ?? 500) >= 500 && count < 2,
  });
}
