import { Table, Text } from '@xchange/ui';
import type { ListingSpec } from '@xchange/contract';

/** docs/product.md §2.9: a listing's specifications, one row per field its category has and it gives. */
export function SpecTable({ specs }: { specs: ListingSpec[] }) {
  if (!specs.length) return <Text color="fg.muted">The seller has not given specifications for this listing.</Text>;
  return (
    <Table.Root size="sm" variant="outline" aria-label="Specifications">
      <Table.Body>
        {specs.map((s) => (
          <Table.Row key={s.fieldId}>
            <Table.ColumnHeader scope="row" fontWeight="semibold" w="45%">
              {s.name}
            </Table.ColumnHeader>
            <Table.Cell>{s.display}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
