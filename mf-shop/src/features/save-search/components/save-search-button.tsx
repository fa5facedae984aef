import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@xchange/ui';
import { loginPathReturningTo } from '@xchange/contract/core';
import type { ShopQuery } from '@xchange/contract';
import { useNavigateAcross } from '@xchange/remote-kit';
import { useViewer } from '../../../lib/use-viewer';
import { savedQueryOf } from '../saved-view';

// The dialog, its switch and radio machinery download on the first press, not with the catalog.
const SaveSearchDialog = lazy(() => import('./save-search-dialog').then((m) => ({ default: m.SaveSearchDialog })));

/** Back from the login page, the shop opens the dialog the visitor asked for. */
export const saveSearchParam = 'savesearch';

/**
 * docs/product.md §2.14: "Save this search" beside the results' heading when the view has words or a filter. A buyer
 * names it in a dialog; a visitor goes to the login page and comes back to the view; sellers and admins do not see it.
 */
export function SaveSearchButton({ query }: { query: ShopQuery }) {
  const viewer = useViewer();
  const navigateAcross = useNavigateAcross();
  const [params, setParams] = useSearchParams();
  const askedBeforeLogin = viewer === 'buyer' && params.get(saveSearchParam) === '1';
  const [opening, setOpening] = useState(askedBeforeLogin ? 1 : 0);
  const [open, setOpen] = useState(askedBeforeLogin);
  const saved = savedQueryOf(query);
  if (viewer === 'seller' || viewer === 'admin' || !saved) return null;

  const onClick = () => {
    if (viewer !== 'buyer') {
      navigateAcross(loginPathReturningTo(`/xchangeShop?${saved}&${saveSearchParam}=1`));
      return;
    }
    setOpening((n) => n + 1);
    setOpen(true);
  };
  const onClose = () => {
    setOpen(false);
    // once closed, a reload of the page does not open it again
    if (params.has(saveSearchParam)) setParams((p) => (p.delete(saveSearchParam), p), { replace: true });
  };
  return (
    <>
      <Button variant="outline" colorPalette="brand" size="sm" aria-haspopup="dialog" onClick={onClick}>
        Save this search
      </Button>
      {opening > 0 && (
        <Suspense fallback={null}>
          <SaveSearchDialog key={opening} query={query} open={open} onClose={onClose} />
        </Suspense>
      )}
    </>
  );
}
