import { useState } from 'react';
import { Stack } from '@xchange/ui';
import { ListFooter } from '@xchange/ui/tables';
import { defaultSorts, emptyTexts } from '@xchange/contract/core';
import type { Order } from '@xchange/contract';
import { PageIntro, SearchBox, useListQuery } from '@xchange/remote-kit';
import { OrderMessageModal } from '../../messages';
import { useCurrentOrders } from '../api/get-current-orders';
import { OrdersTabs } from './orders-tabs';
import { OrdersTable } from './orders-table';

/** /buyerorder 'Current Orders' (docs/product.md §2.5): search, sort by product name, page size, paging, details and chat. */
export function CurrentOrdersPage() {
  const list = useListQuery(defaultSorts.buyerOrders);
  const orders = useCurrentOrders(list.query);
  const [chat, setChat] = useState<Order | null>(null);
  return (
    <PageIntro
      title="Current Orders"
      description="Orders you placed that sellers are still processing."
      intro="Orders you placed that sellers are still working on, with their details and a direct line to the seller."
    >
      <OrdersTabs />
      <Stack gap={4}>
        <SearchBox label="Search orders by product or order number" onSearch={list.setSearch} />
        <OrdersTable
          label="Current orders"
          rows={orders.data?.content ?? []}
          emptyText={orders.isError ? 'Your orders could not be loaded. Please reload the page to try again.' : emptyTexts.orders}
          loading={orders.isFetching}
          sort={{ sortBy: list.query.sortBy, sortOrder: list.query.sortOrder }}
          onSortChange={list.setSort}
          onChat={setChat}
        />
        <ListFooter
          label="Current orders pages"
          page={list.query.page}
          size={list.query.size}
          total={orders.data?.totalElements ?? 0}
          onPageChange={list.setPage}
          onSizeChange={list.setSize}
        />
      </Stack>
      {chat && <OrderMessageModal order={chat} open onClose={() => setChat(null)} />}
    </PageIntro>
  );
}
