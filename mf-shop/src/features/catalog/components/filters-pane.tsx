import { Suspense, useState } from 'react';
import { Box, Button, useNarrowScreen } from '@xchange/ui';
import { lazyPart } from '@xchange/remote-kit';
import { activeFilterCount } from '@xchange/contract/core';
import type { FilterColumnProps } from './filter-column';

const FilterSheet = lazyPart('filter-sheet', () => import('./filter-sheet').then((m) => m.FilterSheet));
// The filters and their controls (@xchange/ui/controls) load with the catalog, so a listing's page does without them.
const FilterColumn = lazyPart('filter-column', () => import('./filter-column').then((m) => m.FilterColumn));

/** The catalog's filters: a side column from 1024 px, below it a button opening them as a sheet (loaded on first use). */
export function FiltersPane(filters: FilterColumnProps) {
  const narrow = useNarrowScreen('lg');
  const [shown, setShown] = useState(false);
  const [sheetUsed, setSheetUsed] = useState(false);
  if (!narrow) {
    return (
      <Suspense fallback={null}>
        <FilterColumn {...filters} />
      </Suspense>
    );
  }
  const count = activeFilterCount(filters.lockedSeller ? { ...filters.query, seller: undefined } : filters.query);
  return (
    <Box>
      <Button
        w="full"
        variant="outline"
        aria-haspopup="dialog"
        onClick={() => {
          setSheetUsed(true);
          setShown(true);
        }}
      >
        {count > 0 ? `Filters (${count})` : 'Filters'}
      </Button>
      {sheetUsed && (
        <Suspense fallback={null}>
          <FilterSheet open={shown} onClose={() => setShown(false)} {...filters} />
        </Suspense>
      )}
    </Box>
  );
}
