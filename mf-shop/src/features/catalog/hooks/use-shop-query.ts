import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseShopParams, toShopParams } from '@xchange/contract/core';
import type { ShopQuery, ShopUpdate } from '@xchange/contract';

/** The shop view held in the address bar: every change is a history entry, so Back restores the previous view. */
export function useShopQuery() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseShopParams(params), [params]);
  // The router renders a navigation as a transition: quick changes must all land, each on the one before. `latest` is
  // the view after our last change; `pending` the addresses we set that the router has not rendered yet. A render of
  // one of them that is not the last is an intermediate view and must not roll `latest` back; any other address is a
  // navigation of its own (Back, a link) and becomes the view.
  const latest = useRef(query);
  const pending = useRef<string[]>([]);
  useLayoutEffect(() => {
    const shown = params.toString();
    const at = pending.current.indexOf(shown);
    pending.current = at === -1 ? [] : pending.current.slice(at + 1);
    if (pending.current.length === 0) latest.current = query;
  }, [params, query]);
  /** Applies a change (or a change made from the latest view); anything but paging starts again at page 1. */
  const update: ShopUpdate = useCallback(
    (changeOrFn) => {
      const change = typeof changeOrFn === 'function' ? changeOrFn(latest.current) : changeOrFn;
      const keepsPage = 'page' in change || 'size' in change;
      const next: ShopQuery = { ...latest.current, ...(keepsPage ? {} : { page: 1 }), ...change };
      latest.current = next;
      const address = toShopParams(next);
      pending.current.push(address.toString());
      setParams(address);
    },
    [setParams],
  );
  return { query, update };
}
