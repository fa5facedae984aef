import { useId } from 'react';
import { HStack, NativeSelect, PageSizeSelect, Text, chakra } from '@xchange/ui';
import { catalogTotalText, shopPageSizeOptions } from '@xchange/contract/core';
import { shopSorts } from '@xchange/contract/core';
import type { ShopQuery, ShopSort } from '@xchange/contract';

export interface ResultsToolbarProps {
  query: ShopQuery;
  total: number | undefined;
  /** more listings match than are counted: the total reads '10,000+' */
  totalIsLowerBound?: boolean;
  onSort: (sort: ShopSort) => void;
  onSize: (size: number) => void;
}

/** 'Showing 1–9 of 42' (or 'of 10,000+'), the sort and the page size above the grid. */
export function ResultsToolbar({ query, total, totalIsLowerBound, onSort, onSize }: ResultsToolbarProps) {
  const sortId = useId();
  const first = (query.page - 1) * query.size + 1;
  const last = total === undefined ? 0 : Math.min(total, query.page * query.size);
  return (
    <HStack justify="space-between" gap={4} flexWrap="wrap">
      <Text aria-live="polite" color="fg.muted" fontSize="sm">
        {total && first <= total
          ? `Showing ${first}–${last} of ${catalogTotalText(total, totalIsLowerBound)} ${total === 1 ? 'listing' : 'listings'}`
          : '\u00a0'}
      </Text>
      {/* a phone's row of two: the sort takes what the page size leaves, so the row never wraps on a font's width */}
      <HStack
        gap={4}
        flexWrap="wrap"
        w={{ base: 'full', md: 'auto' }}
        display={{ base: 'grid', md: 'flex' }}
        gridTemplateColumns="minmax(0, 1fr) auto"
      >
        <HStack gap={2} minW={0}>
          <chakra.label htmlFor={sortId} fontSize="sm" whiteSpace="nowrap">
            Sort by
          </chakra.label>
          <NativeSelect.Root size="sm" width={{ base: 'full', md: 'auto' }} minW={0}>
            <NativeSelect.Field id={sortId} value={query.sort} onChange={(e) => onSort(e.currentTarget.value as ShopSort)}>
              {shopSorts.map((s) => (
                <option key={s.key} value={s.key}>
                  {s.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
        <PageSizeSelect value={query.size} onChange={onSize} options={shopPageSizeOptions} label="Per page" />
      </HStack>
    </HStack>
  );
}
