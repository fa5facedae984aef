import { Button, HStack, Heading, Stack, Text } from '@xchange/ui';
import { productConditions } from '@xchange/contract/core';
import type { Lookups } from '@xchange/contract';
import { isFiltered, withSpecFilter } from '@xchange/contract/core';
import type { ShopQuery, ShopUpdate } from '@xchange/contract';
import { useFacetCounts } from '../hooks/use-facet-counts';
import { DistanceFilter } from './filters/distance-filter';
import { FactFilters } from './filters/fact-filters';
import { LocationFilter } from './filters/location-filter';
import { PriceFilter } from './filters/price-filter';
import { RadioFilter } from './filters/radio-filter';
import { SpecFilters } from './filters/spec-filters';

export interface FilterColumnProps {
  query: ShopQuery;
  update: ShopUpdate;
  lookups: Lookups | undefined;
  lookupsFailed: boolean;
  /** Inside the phone sheet the sheet is the frame: no border or padding of its own. */
  bare?: boolean;
  /** A seller's storefront: the seller is the page's, not a filter (no Seller choice; Clear all leaves it). */
  lockedSeller?: boolean;
}

const named = (names: readonly string[]) => names.map((n) => ({ value: n, label: n }));

/** The side column of docs/product.md §2.4 filters with their counts; each change lands in the address bar. */
export function FilterColumn({ query, update, lookups, lookupsFailed, bare = false, lockedSeller = false }: FilterColumnProps) {
  const pending = lookupsFailed ? 'These choices could not be loaded.' : lookups ? 'None listed yet.' : 'Loading choices…';
  const counts = useFacetCounts(query);
  const sellers = (lookups?.seller ?? []).map((s) => ({ value: String(s.id), label: s.company || `${s.firstname} ${s.lastname}` }));
  return (
    <Stack as="aside" aria-label="Filters" gap={4} bg="bg" {...(bare ? {} : { borderWidth: '1px', borderRadius: 'md', p: 5 })}>
      <HStack justify="space-between">
        <Heading as="h2" size="lg">
          Filters
        </Heading>
        <Button
          size="xs"
          variant="outline"
          disabled={!isFiltered(lockedSeller ? { ...query, seller: undefined } : query)}
          onClick={() =>
            update({
              search: undefined,
              brand: undefined,
              category: undefined,
              condition: undefined,
              seller: undefined,
              minPrice: undefined,
              maxPrice: undefined,
              location: [],
              near: undefined,
              specs: [],
              calibrated: undefined,
              grades: [],
              warrantyMin: undefined,
            })
          }
        >
          Clear all
        </Button>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        Narrow the catalog; every choice is kept in the page address, so you can share or bookmark the view.
      </Text>
      <RadioFilter
        title="Brand"
        options={named(lookups?.brands ?? [])}
        value={query.brand}
        counts={counts?.brands}
        emptyText={pending}
        onChange={(brand) => update({ brand })}
      />
      <RadioFilter
        title="Category"
        options={named(lookups?.categories ?? [])}
        value={query.category}
        counts={counts?.categories}
        emptyText={pending}
        onChange={(category) => update({ category, specs: [] })}
      />
      <SpecFilters
        category={query.category}
        value={query.specs}
        onChange={(field, filter) => update((q) => ({ specs: withSpecFilter(q.specs, field, filter) }))}
      />
      <RadioFilter
        title="Condition"
        options={named(productConditions)}
        value={query.condition}
        counts={counts?.conditions}
        emptyText={pending}
        onChange={(condition) => update({ condition: condition as ShopQuery['condition'] })}
      />
      {!lockedSeller && (
        <RadioFilter
          title="Seller"
          options={sellers}
          value={query.seller === undefined ? undefined : String(query.seller)}
          emptyText={pending}
          onChange={(seller) => update({ seller: seller === undefined ? undefined : Number(seller) })}
        />
      )}
      <FactFilters query={query} update={update} />
      <PriceFilter
        key={`${query.minPrice}-${query.maxPrice}`}
        value={{ minPrice: query.minPrice, maxPrice: query.maxPrice }}
        onChange={(range) => update(range)}
      />
      <LocationFilter
        locations={lookups?.location ?? []}
        value={query.location}
        counts={counts?.locations}
        onReset={() => update({ location: [] })}
        onToggle={(location, checked) =>
          update((q) => ({ location: checked ? [...new Set([...q.location, location])] : q.location.filter((l) => l !== location) }))
        }
      />
      <DistanceFilter
        key={query.near ? `${query.near.label}-${query.near.miles}` : 'none'}
        value={query.near}
        onChange={(near) => update({ near })}
      />
    </Stack>
  );
}
