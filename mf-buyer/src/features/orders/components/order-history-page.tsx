import { useMemo, useState } from 'react';
import { Stack } from '@xchange/ui';
import { ListFooter } from '@xchange/ui/tables';
import { defaultPageSize, emptyTexts } from '@xchange/contract/core';
import { isHistoryOrder } from '@xchange/contract/accounts';
import { PageIntro, SearchBox, pageOf } from '@xchange/remote-kit';
import { useAllOrders } from '../api/get-all-orders';
import { useMyReviews } from '../api/get-my-reviews';
import { ReviewAction } from './review-action';
import { OrdersTabs } from './orders-tabs';
import { OrdersTable } from './orders-table';

const matches = (search: string) => (o: { ordernumber: string; product: { productname: string }[] }) => {
  const s = search.toLowerCase();
  return !s || o.ordernumber.toLowerCase().includes(s) || o.product.some((p) => p.productname.toLowerCase().includes(s));
};

/** /buyerorderhistory (docs/product.md §2.5): orders whose status is not 'New Order', with their real details. */
export function OrderHistoryPage() {
  const orders = useAllOrders();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<number>(defaultPageSize);
  const reviews = useMyReviews();
  const reviewed = useMemo(() => new Set((reviews.data ?? []).map((r) => r.orderId)), [reviews.data]);
  const history = useMemo(() => (orders.data ?? []).filter(isHistoryOrder).filter(matches(search)), [orders.data, search]);
  return (
    <PageIntro
      title="Order History"
      description="Your completed, shipped and cancelled orders on The Xchange Marketplace."
      intro="Orders that sellers have completed, shipped or cancelled."
    >
      <OrdersTabs />
      <Stack gap={4}>
        <SearchBox
          label="Search order history by product or order number"
          onSearch={(s) => {
            setSearch(s);
            setPage(1);
          }}
        />
        <OrdersTable
          label="Order history"
          rows={pageOf(history, page, size)}
          emptyText={orders.isError ? 'Your orders could not be loaded. Please reload the page to try again.' : emptyTexts.orders}
          loading={orders.isPending}
          action={(o) => (reviews.data ? <ReviewAction order={o} reviewed={reviewed.has(o.id)} /> : null)}
        />
        <ListFooter
          label="Order history pages"
          page={page}
          size={size}
          total={history.length}
          onPageChange={setPage}
          onSizeChange={setSize}
        />
      </Stack>
    </PageIntro>
  );
}
