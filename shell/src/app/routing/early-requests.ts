import type { KyInstance } from 'ky';
import { call, withoutNotices } from '@xchange/api-client';
import { earlyRequestKey, earlyRequestsFor } from '@xchange/contract/core';
import type { EarlyRequest, ShellContext } from '@xchange/contract';

/** How long an early answer waits for its remote; after that the remote asks again, for fresh data. */
export const earlyAnswerTtlMs = 30_000;

/**
 * Starts the requests the page's remote will send as it first renders (the contract's earlyRequestsFor: the shop's
 * catalog, featured listings, adverts and filters, a listing's page), so their answers come while the remote's code
 * loads instead of after it has rendered. Returns ShellContext.takeEarly: each answer is handed over once; a failed one
 * is the remote's to retry, and nothing here shows a notice.
 */
export function startEarlyRequests(
  api: KyInstance,
  location: Pick<Location, 'pathname' | 'search'>,
): NonNullable<ShellContext['takeEarly']> {
  const answers = new Map<string, Promise<unknown>>();
  for (const request of earlyRequestsFor(location.pathname, location.search)) {
    const { endpoint, params, body } = request as EarlyRequest;
    // One call for any endpoint of the list: the contract typed each request when it built it.
    const send = call as (client: KyInstance, name: string, options: object) => Promise<unknown>;
    const answer = send(api, endpoint, { ...(params ? { params } : {}), ...(body ? { body } : {}), ...withoutNotices });
    answer.catch(() => undefined);
    answers.set(earlyRequestKey(request), answer);
  }
  if (answers.size) setTimeout(() => answers.clear(), earlyAnswerTtlMs);
  const take: NonNullable<ShellContext['takeEarly']> = (request) => {
    const key = earlyRequestKey(request);
    const answer = answers.get(key);
    answers.delete(key);
    // Filed under the request's key, the answer is that endpoint's response.
    return answer as Promise<never> | undefined;
  };
  return take;
}
