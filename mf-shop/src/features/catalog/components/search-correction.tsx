import { Link as RouterLink } from 'react-router-dom';
import { Link, Stack, Text } from '@xchange/ui';
import { toShopParams } from '@xchange/contract/core';
import { searchCorrectionTexts } from '@xchange/contract/listings';
import type { ShopQuery } from '@xchange/contract';

/** "Showing results for oscilloscope" when the API searched corrected words, and a link to the words as typed. */
export function SearchCorrection({ query, corrected }: { query: ShopQuery; corrected: string }) {
  const exactly = toShopParams({ ...query, exact: true, page: 1 }).toString();
  return (
    <Stack gap={0} fontSize="sm">
      <Text>
        {searchCorrectionTexts.showingResultsFor}{' '}
        <Text as="em" fontWeight="semibold">
          {corrected}
        </Text>
      </Text>
      <Text color="fg.muted">
        {searchCorrectionTexts.searchInsteadFor}{' '}
        <Link asChild color="brand.fg">
          <RouterLink to={{ search: `?${exactly}` }}>{query.search}</RouterLink>
        </Link>
      </Text>
    </Stack>
  );
}
