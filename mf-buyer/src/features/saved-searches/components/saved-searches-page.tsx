import { useState } from 'react';
import { Button, EmptyState, Stack } from '@xchange/ui';
import { ConfirmDialog } from '@xchange/ui/overlays';
import type { SavedSearch } from '@xchange/contract';
import { PageIntro, QueryStatus, useCrossLink } from '@xchange/remote-kit';
import { useSavedSearches } from '../api/get-saved-searches';
import { useDeleteSavedSearch } from '../api/delete-saved-search';
import { RenameDialog } from './rename-dialog';
import { SavedSearchCard } from './saved-search-card';
import { WatchlistAlertsSwitch } from './watchlist-alerts-switch';

/** /buyersavedsearches (docs/product.md §2.14): the buyer's saved searches with their alerts, and watchlist price drops. */
export function SavedSearchesPage() {
  const list = useSavedSearches();
  const remove = useDeleteSavedSearch();
  const shop = useCrossLink('/xchangeShop');
  const [renaming, setRenaming] = useState<SavedSearch | null>(null);
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);

  let body;
  if (!list.data) body = <QueryStatus query={list} what="your saved searches" />;
  else if (list.data.items.length === 0)
    body = (
      <EmptyState
        title="No saved searches yet"
        description="Search the shop or choose a filter, then press “Save this search” beside the results. Your searches show here, and we email you when new listings match them."
        action={
          <Button asChild colorPalette="brand">
            <a {...shop}>Go to The Xchange Shop</a>
          </Button>
        }
      />
    );
  else
    body = (
      <Stack as="ul" listStyleType="none" gap={3} aria-label="Saved searches">
        {list.data.items.map((search) => (
          <SavedSearchCard key={search.id} search={search} onRename={setRenaming} onDelete={setDeleting} />
        ))}
      </Stack>
    );

  return (
    <PageIntro
      title="Saved searches"
      description="Your saved searches of The Xchange Shop and the alert mails they send."
      intro="Run a saved search again, and choose which ones email you about new listings and how often."
    >
      {list.data && <WatchlistAlertsSwitch on={list.data.watchlistAlerts} />}
      {body}
      {renaming && <RenameDialog search={renaming} onClose={() => setRenaming(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete saved search"
        message={deleting ? `Are you sure you want to delete the saved search “${deleting.name}”?` : ''}
        confirmLabel="Delete"
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSettled: () => setDeleting(null) });
        }}
      />
    </PageIntro>
  );
}
