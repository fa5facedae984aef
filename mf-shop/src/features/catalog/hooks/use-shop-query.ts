import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseShopParams, toShopParams } from '@xchange/contract/core';
import type { ShopQuery, ShopUpdate } from '@xchange/contract';

/** The shop view held in the address bar: every change is a history entry, so Back restores the previous view. */
export function useShopQuery() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseShopParams(params), [params]);
  // The router renders a navigation as a transition: two quick changes must both land, the second on the first.
  const latest = useRef(query);
  useLayoutEffect(() => {
    latest.current = query;
  }, [query]);
  /** Applies a change (or a change made from the latest view); anything but paging starts again at page 1. */
  const update: ShopUpdate = useCallback(
    (changeOrFn) => {
      const change = typeof changeOrFn === 'function' ? changeOrFn(latest.current) : changeOrFn;
      const keepsPage = 'page' in change || 'size' in change;
      const next: ShopQuery = { ...latest.current, ...(keepsPage ? {} : { page: 1 }), ...change };
      latest.current = next;
      setParams(toShopParams(next));
    },
    [setParams],
  );
  return { query, update };
}
