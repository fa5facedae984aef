import type { MouseEvent } from 'react';
import { Button, IconButton } from '@xchange/ui';
import { compareTexts } from '@xchange/contract/listings';
import { useNotify } from '@xchange/remote-kit';
import { useCompareStore } from '../compare-store';
import { CompareIcon } from './icons';

/** docs/product.md §2.10: adds a listing to the comparison or takes it out; a fifth is refused with the reason. */
export function CompareToggle({ product, withText = false }: { product: { id: number; productname: string }; withText?: boolean }) {
  const notify = useNotify();
  const chosen = useCompareStore((s) => s.items.some((i) => i.id === product.id));
  const toggle = useCompareStore((s) => s.toggle);
  const onClick = (event: MouseEvent) => {
    event.stopPropagation();
    if (!toggle({ id: product.id, name: product.productname })) notify({ type: 'info', title: compareTexts.full });
  };
  if (withText)
    return (
      <Button variant="outline" aria-pressed={chosen} onClick={onClick}>
        <CompareIcon added={chosen} />
        {chosen ? 'In comparison' : 'Compare'}
      </Button>
    );
  return (
    <IconButton
      aria-label={chosen ? `Remove ${product.productname} from comparison` : `Compare ${product.productname}`}
      aria-pressed={chosen}
      size="sm"
      variant={chosen ? 'solid' : 'subtle'}
      colorPalette={chosen ? 'brand' : 'gray'}
      bg={chosen ? undefined : 'bg'}
      borderRadius="full"
      onClick={onClick}
    >
      <CompareIcon added={chosen} />
    </IconButton>
  );
}
