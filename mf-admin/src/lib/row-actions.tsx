import { Button, HStack } from '@xchange/ui';

/** Edit and Delete buttons of one row, named after it for screen readers ('Edit Fluke'). */
export function RowActions({
  name,
  onEdit,
  onDelete,
  disabled,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  disabled?: boolean;
}) {
  return (
    <HStack gap={2} justify="end">
      <Button size="xs" variant="outline" colorPalette="gray" onClick={onEdit} aria-label={`Edit ${name}`} disabled={disabled}>
        Edit
      </Button>
      <Button size="xs" variant="outline" colorPalette="red" onClick={onDelete} aria-label={`Delete ${name}`} disabled={disabled}>
        Delete
      </Button>
    </HStack>
  );
}
