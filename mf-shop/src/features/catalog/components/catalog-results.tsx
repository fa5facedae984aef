import { Button, HStack, Heading, Pagination, SimpleGrid, Stack, Text } from '@xchange/ui';
import { emptyTexts } from '@xchange/contract/core';
import type { Product } from '@xchange/contract';
import { useHomepage } from '../api/get-homepage';
import { toHomepageBody } from '@xchange/contract/core';
import type { ShopQuery, ShopUpdate } from '@xchange/contract';
import { CardSkeletons } from './card-skeletons';
import { ProductCard } from './product-card';
import { ResultsToolbar } from './results-toolbar';
import { SearchCorrection } from './search-correction';
import { SaveSearchButton } from '../../save-search';

const staleDimmed = { transition: 'opacity 0.2s', '&[data-stale]': { opacity: 0.6 } } as const;

export interface CatalogResultsProps {
  query: ShopQuery;
  update: ShopUpdate;
  onOpen: (p: Product) => void;
  /** How many of the first cards are in the first screenful (their pictures load at once). */
  eagerImages?: number;
}

/** The product grid of a view: 3 per row (1 on narrow screens), sort, page size and pages. */
export function CatalogResults({ query, update, onOpen, eagerImages = 0 }: CatalogResultsProps) {
  const result = useHomepage(toHomepageBody(query));
  const answer = result.data;
  const ok = answer?.statusCodeValue === 200;
  // A page past the end answers NOT_FOUND with the real total, so the pager can still lead back. Beyond 10,000
  // matches the total is the cap (totalIsLowerBound): the pager reaches its pages, narrower filters the rest.
  const total = answer?.body.totalElements;
  const pageCount = Math.max(1, Math.ceil((total ?? 0) / query.size));
  const corrected = query.search && !query.exact ? answer?.body.correctedQuery : undefined;
  // A new page size keeps the page (docs/product.md §4), unless that page would no longer exist.
  const onSize = (size: number) => update({ size, page: Math.min(query.page, Math.max(1, Math.ceil((total ?? 0) / size))) });

  let body;
  if (result.isError && !answer) {
    body = (
      <Stack role="alert" gap={3} align="start" py={8}>
        <Text>The catalog could not be loaded. Check your connection and try again.</Text>
        <Button colorPalette="brand" onClick={() => void result.refetch()}>
          Try again
        </Button>
      </Stack>
    );
  } else if (answer && !ok) {
    body = (
      <Stack role="status" py={10} align="center" gap={3}>
        <Text fontSize="lg" fontWeight="semibold">
          {answer.statusCode === 'NOT_FOUND' ? emptyTexts.shop : answer.body.message || emptyTexts.shop}
        </Text>
        {query.page > 1 && (
          <Button variant="outline" onClick={() => update({ page: 1 })}>
            Go to the first page
          </Button>
        )}
      </Stack>
    );
  } else {
    body = (
      <SimpleGrid
        columns={{ base: 1, md: 3 }}
        gap={5}
        aria-busy={result.isFetching}
        // dimmed by an attribute, not a class of its own: a new CSS rule on the first filter restyled the whole page
        data-stale={result.isPlaceholderData || undefined}
        css={staleDimmed}
        data-testid="catalog-grid"
      >
        {answer ? (
          answer.body.content.map((p, i) => <ProductCard key={p.id} product={p} onOpen={onOpen} eager={i < eagerImages} />)
        ) : (
          <CardSkeletons count={query.size} />
        )}
      </SimpleGrid>
    );
  }

  return (
    <Stack as="section" aria-labelledby="catalog-heading" gap={4} minW={0}>
      <HStack justify="space-between" gap={3} flexWrap="wrap">
        <Heading as="h2" id="catalog-heading" size="xl">
          {query.search ? `Results for “${corrected ?? query.search}”` : 'All Equipment'}
        </Heading>
        <SaveSearchButton query={query} />
      </HStack>
      {corrected && <SearchCorrection query={query} corrected={corrected} />}
      <ResultsToolbar
        query={query}
        total={total}
        totalIsLowerBound={answer?.body.totalIsLowerBound}
        onSort={(sort) => update({ sort })}
        onSize={onSize}
      />
      {body}
      {answer && total !== undefined && total > query.size && (
        <Pagination
          page={query.page}
          pageCount={pageCount}
          onPageChange={(page) => {
            update({ page });
            document.getElementById('catalog-heading')?.scrollIntoView?.({ block: 'start' });
          }}
          label="Catalog pages"
        />
      )}
    </Stack>
  );
}
