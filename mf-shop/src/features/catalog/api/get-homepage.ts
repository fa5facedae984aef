import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { HTTPError, KyInstance } from 'ky';
import { call, withoutNotices } from '@xchange/api-client';
import { catalogPageFromWire, homepageRequest } from '@xchange/contract/core';
import type { CatalogPage, HomepageQueryInput, HomepageResponse } from '@xchange/contract';
import { useApi, useSession, useTakeEarly } from '@xchange/remote-kit';

/**
 * POST home/homepage (or the answer the shell started early for it); a NOT_FOUND answer comes back as the envelope it
 * carries, not as a failure.
 */
export async function getHomepage(
  api: KyInstance,
  body: HomepageQueryInput,
  signal?: AbortSignal,
  early?: Promise<HomepageResponse>,
): Promise<CatalogPage> {
  try {
    return catalogPageFromWire(await (early ?? call(api, 'homepage', { body, signal, ...withoutNotices })));
  } catch (error) {
    const data = (error as HTTPError).data as Partial<HomepageResponse> | undefined;
    if (data && typeof data === 'object' && 'statusCode' in data && data.body) return catalogPageFromWire(data as HomepageResponse);
    throw error;
  }
}

/** The catalog page of a view; the previous page stays on screen while the next one loads. */
export function useHomepage(body: HomepageQueryInput) {
  const api = useApi();
  const takeEarly = useTakeEarly();
  // The answer carries isStarred for a signed-in buyer, so it depends on who is signed in.
  const who = useSession((s) => (s.token ? `${s.type}:${s.data?.id ?? ''}` : 'visitor'));
  return useQuery({
    queryKey: ['shop', 'homepage', who, body],
    queryFn: ({ signal }) => getHomepage(api, body, signal, takeEarly(homepageRequest(body))),
    placeholderData: keepPreviousData,
  });
}
