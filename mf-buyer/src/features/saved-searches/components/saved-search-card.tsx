import { useId } from 'react';
import { Badge, Button, Card, HStack, Heading, NativeSelect, Text, chakra } from '@xchange/ui';
import { Switch } from '@xchange/ui/controls';
import { alertFrequencies, alertFrequencyLabels, type AlertFrequency } from '@xchange/contract/core';
import type { SavedSearch } from '@xchange/contract';
import { useCrossLink } from '@xchange/remote-kit';
import { useUpdateSavedSearch } from '../api/update-saved-search';

export interface SavedSearchCardProps {
  search: SavedSearch;
  onRename: (search: SavedSearch) => void;
  onDelete: (search: SavedSearch) => void;
}

const matchesText = (n: number) => (n === 1 ? '1 new match' : `${n} new matches`);

/** One saved search: its name and summary, new matches, Run, Rename, Delete, the alert switch and its frequency. */
export function SavedSearchCard({ search, onRename, onDelete }: SavedSearchCardProps) {
  const update = useUpdateSavedSearch();
  const run = useCrossLink(`/xchangeShop?${search.query}`);
  const headingId = useId();
  const frequencyId = useId();
  return (
    <Card.Root as="li" variant="outline" aria-labelledby={headingId}>
      <Card.Body gap={3}>
        <HStack justify="space-between" align="start" gap={3} flexWrap="wrap">
          <HStack gap={2} flexWrap="wrap">
            <Heading as="h2" size="md" id={headingId}>
              {search.name}
            </Heading>
            {search.newMatches > 0 && (
              <Badge colorPalette="green" variant="solid">
                {matchesText(search.newMatches)}
              </Badge>
            )}
          </HStack>
          <HStack gap={2}>
            <Button asChild size="sm" colorPalette="brand">
              <a {...run} aria-label={`Run ${search.name}`}>
                Run
              </a>
            </Button>
            <Button size="sm" variant="outline" aria-label={`Rename ${search.name}`} onClick={() => onRename(search)}>
              Rename
            </Button>
            <Button size="sm" variant="outline" colorPalette="red" aria-label={`Delete ${search.name}`} onClick={() => onDelete(search)}>
              Delete
            </Button>
          </HStack>
        </HStack>
        {/* a kept proposed name already reads as the summary */}
        {search.summary !== search.name && <Text color="fg.muted">{search.summary}</Text>}
        <HStack gap={6} flexWrap="wrap">
          <Switch.Root
            colorPalette="brand"
            checked={search.alert}
            onCheckedChange={(d) => update.mutate({ id: search.id, change: { alert: d.checked } })}
          >
            <Switch.HiddenInput aria-label={`Email alerts for ${search.name}`} />
            <Switch.Control />
            <Text as="span" aria-hidden="true" fontSize="sm">
              Email alerts
            </Text>
          </Switch.Root>
          <HStack gap={2}>
            <chakra.label htmlFor={frequencyId} fontSize="sm">
              How often
            </chakra.label>
            <NativeSelect.Root size="sm" width="auto" disabled={!search.alert}>
              <NativeSelect.Field
                id={frequencyId}
                aria-label={`How often for ${search.name}`}
                value={search.frequency}
                onChange={(e) => update.mutate({ id: search.id, change: { frequency: e.currentTarget.value as AlertFrequency } })}
              >
                {alertFrequencies.map((f) => (
                  <option key={f} value={f}>
                    {alertFrequencyLabels[f]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </HStack>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
