import { Text } from '@xchange/ui';
import { Switch } from '@xchange/ui/controls';
import { useNotify } from '@xchange/remote-kit';
import type { AccountRow } from '@xchange/contract';
import { useUpdateSellerStatus } from '../api/update-seller-status';

/** The Active/Inactive switch of one seller row. */
export function SellerStatusSwitch({ seller }: { seller: AccountRow }) {
  const notify = useNotify();
  const update = useUpdateSellerStatus();
  const active = update.isPending ? !!update.variables?.active : seller.accountStatus !== false;
  const name = `${seller.firstname} ${seller.lastname}`.trim();
  return (
    <Switch.Root
      colorPalette="green"
      checked={active}
      disabled={update.isPending}
      onCheckedChange={(d) =>
        update.mutate(
          { id: seller.id, active: d.checked },
          {
            onSuccess: (row) =>
              notify({ type: 'success', title: row.accountStatus ? `${name} is active again.` : `${name} is now inactive.` }),
          },
        )
      }
    >
      <Switch.HiddenInput aria-label={`${name} active`} />
      <Switch.Control />
      <Text as="span" aria-hidden="true" fontSize="sm" minW="4.5rem">
        {active ? 'Active' : 'Inactive'}
      </Text>
    </Switch.Root>
  );
}
