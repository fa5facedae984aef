import { useState } from 'react';
import { formatDateTime } from '@xchange/contract/core';
import { apiKeyTexts } from '@xchange/contract/accounts';
import type { ApiKey } from '@xchange/contract';
import { PageIntro, useNotify } from '@xchange/remote-kit';
import { Badge, Button, Stack } from '@xchange/ui';
import { DataTable, type DataTableColumn } from '@xchange/ui/tables';
import { ConfirmDialog } from '@xchange/ui/overlays';
import { useApiKeys } from '../api/get-api-keys';
import { useRevokeApiKey } from '../api/revoke-api-key';
import { CreateApiKeyDialog } from './create-api-key-dialog';

/** docs/product.md §2.12 "API keys": the seller's keys for its inventory system; create (shown once) and revoke. */
export function ApiKeysPage() {
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const notify = useNotify();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);

  const confirmRevoke = () => {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: () => notify({ type: 'success', title: apiKeyTexts.revokedDone }),
      onSettled: () => setRevoking(null),
    });
  };

  const columns: DataTableColumn<ApiKey>[] = [
    { key: 'name', header: 'Name' },
    { key: 'prefix', header: 'Key', render: (k) => `${k.prefix}…` },
    { key: 'scopes', header: 'Scopes', render: (k) => k.scopes.join(', ') },
    { key: 'createdAt', header: 'Created', render: (k) => formatDateTime(k.createdAt) },
    { key: 'lastUsedAt', header: 'Last used', render: (k) => (k.lastUsedAt ? formatDateTime(k.lastUsedAt) : 'Never') },
    {
      key: 'revokedAt',
      header: 'Status',
      render: (k) =>
        k.revokedAt ? (
          <Badge colorPalette="gray">Revoked {formatDateTime(k.revokedAt)}</Badge>
        ) : (
          <Button size="xs" variant="outline" colorPalette="red" onClick={() => setRevoking(k)} aria-label={`Revoke ${k.name}`}>
            Revoke
          </Button>
        ),
    },
  ];

  return (
    <PageIntro
      title="API keys"
      metaTitle="Seller API keys"
      description="Keys your inventory system uses to read and update your listings."
      intro="Keys let your inventory system list, update and read your listings and orders through the API (header X-Api-Key), within the scopes you give each key; the API reference at /api/docs shows an example. Revoke a key you no longer use."
    >
      <Stack gap={4}>
        <Button alignSelf="start" colorPalette="brand" onClick={() => setCreating(true)}>
          Create API key
        </Button>
        <DataTable
          label="API keys"
          columns={columns}
          rows={keys.data ?? []}
          getRowKey={(k) => k.id}
          loading={keys.isFetching}
          emptyText={keys.isError ? 'Your API keys could not be loaded. Please reload the page to try again.' : 'You have no API keys yet.'}
        />
      </Stack>
      <CreateApiKeyDialog open={creating} onClose={() => setCreating(false)} />
      <ConfirmDialog
        open={!!revoking}
        title="Revoke API key"
        message={`Revoke "${revoking?.name ?? ''}"? Systems using it are refused from their next request; this cannot be undone.`}
        confirmLabel="Revoke"
        loading={revoke.isPending}
        onConfirm={confirmRevoke}
        onCancel={() => setRevoking(null)}
      />
    </PageIntro>
  );
}
