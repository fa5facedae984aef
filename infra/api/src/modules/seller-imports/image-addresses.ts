import { importTexts } from '@xchange/contract';
import type { ImageSource } from './image-fetch.ts';
import { AddressRefused, pinTarget, type Resolver } from './ssrf-guard.ts';

/**
 * A preview's check of picture addresses: each is judged as the import's download judges it before sending anything
 * (scheme, user info, a host that resolves only to public addresses), so a refused address shows in the preview; the
 * download itself, and what the server at the address answers, wait for the import. Each host is resolved once a job.
 */
export function pictureAddressCheck(source: ImageSource): (urls: string[]) => Promise<string | null> {
  const hosts = new Map<string, Promise<string[]>>();
  const resolve: Resolver = (host) => {
    let addresses = hosts.get(host);
    if (!addresses) hosts.set(host, (addresses = source.resolve(host)));
    return addresses;
  };
  const judged = new Map<string, Promise<boolean>>();
  const allowed = (url: string) => {
    let answer = judged.get(url);
    if (!answer) {
      answer = pinTarget(url, resolve, source.policy).then(
        () => true,
        (err: unknown) => {
          if (err instanceof AddressRefused) return false;
          throw err;
        },
      );
      judged.set(url, answer);
    }
    return answer;
  };
  return async (urls) => ((await Promise.all(urls.map(allowed))).every(Boolean) ? null : importTexts.imageAddress);
}
