import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@xchange/ui';
import { loginPathReturningTo } from '@xchange/contract/core';
import { offerButtonLabels } from '@xchange/contract/listings';
import type { OfferKind, Product } from '@xchange/contract';
import { useNavigateAcross } from '@xchange/remote-kit';
import { useViewer } from '../../use-viewer';

// The dialog and its overlay machinery download on the first press, not with the catalog.
const OfferDialog = lazy(() => import('./offer-dialog').then((m) => ({ default: m.OfferDialog })));

/** Back from the login page, the listing's page opens the dialog the visitor asked for. */
export const negotiateParam = 'negotiate';

/** What a listing lets a buyer do instead of paying the asking price: a quote request, an offer, or nothing. */
export const negotiationOf = (product: Pick<Product, 'acceptoffers' | 'priceonrequest'>): OfferKind | null =>
  product.priceonrequest ? 'quote' : product.acceptoffers ? 'offer' : null;

export interface NegotiateButtonProps {
  product: Product;
  /** The grid card's small button, named with the listing (several on a page). */
  compact?: boolean;
  /** The listing's one solid action (a quote request replaces Add to cart). */
  primary?: boolean;
  /** Opens the dialog at once for a buyer (back from the login page). */
  openAtStart?: boolean;
  onDialogClose?: () => void;
}

/**
 * docs/product.md §2.11: "Make an offer" or "Request a quote" for a buyer; a visitor goes to the login page and comes
 * back to the listing; sellers and admins do not see it.
 */
export function NegotiateButton({ product, compact = false, primary = false, openAtStart = false, onDialogClose }: NegotiateButtonProps) {
  const viewer = useViewer();
  const navigateAcross = useNavigateAcross();
  const kind = negotiationOf(product);
  const askedBeforeLogin = viewer === 'buyer' && openAtStart;
  const [open, setOpen] = useState(askedBeforeLogin);
  // a fresh dialog on every opening: a sent offer's summary does not come back as the form
  const [opening, setOpening] = useState(askedBeforeLogin ? 1 : 0);
  if (!kind || viewer === 'seller' || viewer === 'admin') return null;

  const label = offerButtonLabels[kind];
  const onClick = (event: MouseEvent) => {
    event.stopPropagation();
    if (viewer !== 'buyer') {
      navigateAcross(loginPathReturningTo(`/product/${product.id}?${negotiateParam}=${product.id}`));
      return;
    }
    setOpening((n) => n + 1);
    setOpen(true);
  };
  return (
    <>
      <Button
        size={compact ? 'xs' : undefined}
        variant={primary ? 'solid' : 'outline'}
        colorPalette="brand"
        aria-label={compact ? `${label}: ${product.productname}` : undefined}
        aria-haspopup="dialog"
        // above the card's stretched link, so the press reaches this button
        position={compact ? 'relative' : undefined}
        zIndex={compact ? 1 : undefined}
        onClick={onClick}
      >
        {label}
      </Button>
      {opening > 0 && (
        <Suspense fallback={null}>
          <OfferDialog
            key={opening}
            product={product}
            kind={kind}
            open={open}
            onClose={() => {
              setOpen(false);
              onDialogClose?.();
            }}
          />
        </Suspense>
      )}
    </>
  );
}

/** The button of a listing's detail views, which reopens the dialog a visitor asked for before logging in. */
export function ListingNegotiateButton(props: Omit<NegotiateButtonProps, 'openAtStart' | 'compact' | 'onDialogClose'>) {
  const [params, setParams] = useSearchParams();
  const asked = params.get(negotiateParam) === String(props.product.id);
  // once closed, a reload of the page does not open it again
  const forget = () => {
    if (asked) setParams((p) => (p.delete(negotiateParam), p), { replace: true });
  };
  return <NegotiateButton {...props} openAtStart={asked} onDialogClose={forget} />;
}
