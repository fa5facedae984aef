import { Flex, PageSizeSelect, Pagination, Text } from '@xchange/ui';

export interface ListFooterProps {
  page: number;
  size: number;
  total: number;
  onPageChange: (page: number) => void;
  onSizeChange: (size: number) => void;
  /** Names the pagination landmark, e.g. 'Orders pages'. */
  label: string;
}

/** Rows-per-page select, the count of results and Previous / numbers / Next under a hub or admin list (docs/product.md §9). */
export function ListFooter({ page, size, total, onPageChange, onSizeChange, label }: ListFooterProps) {
  return (
    <Flex gap={4} wrap="wrap" justify="space-between" align="center">
      <Flex gap={4} align="center" wrap="wrap">
        <PageSizeSelect value={size} onChange={onSizeChange} />
        <Text fontSize="sm" color="fg.muted">
          {total === 1 ? '1 record' : `${total} records`}
        </Text>
      </Flex>
      <Pagination page={page} pageCount={Math.ceil(total / size)} onPageChange={onPageChange} label={label} />
    </Flex>
  );
}
