import { useState } from 'react';
import { pageOf } from '@xchange/remote-kit';
import type { ImportJob } from '@xchange/contract';
import { Box, Pagination, Stack, Table, Text } from '@xchange/ui';
import { formatCount } from '@xchange/contract/core';

const pageSize = 25;

/** Every refused cell: its row as numbered in the file (the header is row 1), the column and why; 25 a page. */
export function RowErrorsTable({ job }: { job: ImportJob }) {
  const [page, setPage] = useState(1);
  const { errors } = job;
  if (errors.length === 0) return null;
  const rows = pageOf(errors, page, pageSize);
  const capped = job.failed > new Set(errors.map((e) => e.row)).size;
  return (
    <Stack gap={3}>
      <Box overflowX="auto">
        <Table.Root size="sm" variant="outline">
          <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" mb={2}>
            {job.mode === 'preview' ? 'Rows that will not be imported' : 'Rows that were not imported'} (rows numbered as in your file; the
            header is row 1)
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Row</Table.ColumnHeader>
              <Table.ColumnHeader>Column</Table.ColumnHeader>
              <Table.ColumnHeader>Message</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((e, i) => (
              <Table.Row key={`${e.row}-${e.column}-${i}`}>
                <Table.Cell>{e.row}</Table.Cell>
                <Table.Cell>{e.column}</Table.Cell>
                <Table.Cell>{e.message}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      {capped && (
        <Text fontSize="sm" color="fg.muted">
          {`The first ${formatCount(errors.length)} errors are shown; ${formatCount(job.failed)} rows have errors in all.`}
        </Text>
      )}
      {errors.length > pageSize && (
        <Pagination page={page} pageCount={Math.ceil(errors.length / pageSize)} onPageChange={setPage} label="Pages of row errors" />
      )}
    </Stack>
  );
}
