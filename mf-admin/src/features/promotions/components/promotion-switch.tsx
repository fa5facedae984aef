import { successTexts } from '@xchange/contract/core';
import type { Promotion } from '@xchange/contract';
import { Text } from '@xchange/ui';
import { Switch } from '@xchange/ui/controls';
import { useNotify } from '@xchange/remote-kit';
import { useUpdatePromotion } from '../api/update-promotion';

/** Switches a promotion on ('true', Active tab) or off ('false', Upcoming tab) by an update (docs/product.md §4). */
export function PromotionSwitch({ promotion }: { promotion: Promotion }) {
  const notify = useNotify();
  const update = useUpdatePromotion();
  const on = update.isPending ? update.variables?.status === 'true' : promotion.status === 'true';
  return (
    <Switch.Root
      colorPalette="green"
      checked={on}
      disabled={update.isPending}
      onCheckedChange={(d) =>
        update.mutate(
          { ...promotion, status: d.checked ? 'true' : 'false' },
          { onSuccess: () => notify({ type: 'success', title: successTexts.promotionEdited }) },
        )
      }
    >
      <Switch.HiddenInput aria-label={`${promotion.sellername} promotion active`} />
      <Switch.Control />
      <Text as="span" aria-hidden="true" fontSize="sm">
        {on ? 'Active' : 'Upcoming'}
      </Text>
    </Switch.Root>
  );
}
