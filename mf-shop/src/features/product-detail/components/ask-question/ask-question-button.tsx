import { lazy, Suspense, useState } from 'react';
import { Button } from '@xchange/ui';
import { loginPathReturningTo } from '@xchange/contract/core';
import { useNavigateAcross } from '@xchange/remote-kit';
import { useViewer } from '../../../../lib/use-viewer';

// The dialog, its form schemas and the overlay machinery download with the first click, not with the listing's page.
const AskQuestionDialog = lazy(() => import('./ask-question-dialog').then((m) => ({ default: m.AskQuestionDialog })));

export interface AskQuestionButtonProps {
  product: { id: number; productname: string };
}

/**
 * "Ask a question" about a listing (docs/product.md §2.5): a buyer writes to its seller; a visitor signs in first and
 * comes back here; sellers (the listing's own too) and admins do not see it.
 */
export function AskQuestionButton({ product }: AskQuestionButtonProps) {
  const viewer = useViewer();
  const navigate = useNavigateAcross();
  const [open, setOpen] = useState(false);
  // mounted from the first click on, so that closing it animates
  const [asked, setAsked] = useState(false);
  if (viewer === 'seller' || viewer === 'admin') return null;
  const onClick = () => {
    if (viewer === 'buyer') {
      setAsked(true);
      setOpen(true);
    } else navigate(loginPathReturningTo(`/product/${product.id}`));
  };
  return (
    <>
      <Button variant="outline" alignSelf="start" onClick={onClick}>
        Ask a question
      </Button>
      {viewer === 'buyer' && asked && (
        <Suspense fallback={null}>
          <AskQuestionDialog product={product} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
