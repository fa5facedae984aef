import { useQueries } from '@tanstack/react-query';
import { productFromWire } from '@xchange/contract/core';
import type { CartLine, Product } from '@xchange/contract';
import { call, withoutNotices } from '@xchange/api-client';
import { useApi } from '@xchange/remote-kit';

/**
 * GET product/:id for the cart lines that do not carry their seller yet (a visitor's lines come from the shop
 * card); a signed-in buyer's lines come from the server whole. Answers product id → listing.
 */
export function useLineProducts(lines: readonly CartLine[]): Map<number, Product> {
  const api = useApi();
  const missing = lines.filter((l) => !l.seller).map((l) => l.id);
  const results = useQueries({
    queries: missing.map((id) => ({
      queryKey: ['cart', 'product', id],
      queryFn: async ({ signal }: { signal: AbortSignal }) =>
        productFromWire(await call(api, 'product', { params: { id }, signal, ...withoutNotices })),
      staleTime: 60_000,
      retry: false,
    })),
  });
  return new Map(results.flatMap((r) => (r.data ? [[r.data.id, r.data] as const] : [])));
}
