import { listingColumns } from '@xchange/contract/accounts';
import type { ImportJob, ImportMapping, ListingColumnKey } from '@xchange/contract';
import { Field, NativeSelect, SimpleGrid, Stack, Text, chakra } from '@xchange/ui';

export interface ColumnMappingProps {
  job: ImportJob;
  /** The seller's own choices so far; they win over the server's matches. */
  mapping: ImportMapping | undefined;
  disabled: boolean;
  onChange: (mapping: ImportMapping) => void;
}

/** For each of our columns, the column of the seller's file it is read from; a change checks the file again. */
export function ColumnMapping({ job, mapping, disabled, onChange }: ColumnMappingProps) {
  const change = (key: ListingColumnKey, header: string) => {
    // '' is "not in the file": the server then leaves that column empty instead of matching it by its header
    onChange({ ...job.mapping, ...mapping, [key]: header });
  };
  return (
    <chakra.fieldset borderWidth="1px" borderRadius="lg" p={4}>
      <chakra.legend px={1} fontWeight="semibold">
        Columns of your file
      </chakra.legend>
      <Stack gap={4}>
        <Text fontSize="sm" color="fg.muted">
          Columns were matched by their header. If one of ours is read from the wrong column, or your file names it differently, pick its
          column here: the file is checked again.
        </Text>
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap={4}>
          {listingColumns.map((column) => (
            <Field.Root key={column.key} disabled={disabled}>
              <Field.Label>{column.header}</Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field
                  value={mapping?.[column.key] ?? job.mapping[column.key] ?? ''}
                  onChange={(e) => change(column.key, e.currentTarget.value)}
                >
                  <option value="">Not in file</option>
                  {job.headers.map((header) => (
                    <option key={header} value={header}>
                      {header}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          ))}
        </SimpleGrid>
      </Stack>
    </chakra.fieldset>
  );
}
