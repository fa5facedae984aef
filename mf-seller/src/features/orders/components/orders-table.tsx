import { useState } from 'react';
import { defaultSorts, emptyTexts, successTexts } from '@xchange/contract/core';
import { orderStatusLabels, orderStatuses, paymentStatuses } from '@xchange/contract/accounts';
import type { Order, OrderStatus } from '@xchange/contract';
import { Button, Input, Stack } from '@xchange/ui';
import { DataTable, type DataTableColumn, ListFooter } from '@xchange/ui/tables';
import { useNotify, useSession, SearchBox, useListQuery } from '@xchange/remote-kit';
import { ChoiceSelect } from '../../../lib/orders/choice-select';
import { useSellerOrders } from '../../../lib/orders/get-seller-orders';
import { productNames } from '../../../lib/orders/order-format';
import { useUpdateOrderStatus } from '../../../lib/orders/update-order-status';
import { useRowDrafts } from '../hooks/use-row-drafts';
import { OrderDetailsDialog } from './order-details-dialog';

/** One status tab (docs/product.md §2.6): search, the editable rows with Save per row, details, paging. */
export function OrdersTable({ status }: { status: OrderStatus }) {
  const list = useListQuery(defaultSorts.sellerOrders);
  const page = useSellerOrders(list.query, status);
  const drafts = useRowDrafts();
  const update = useUpdateOrderStatus();
  const notify = useNotify();
  const sellerId = useSession((s) => s.data?.id);
  const [detailsId, setDetailsId] = useState<number | null>(null);
  const rows = page.data?.content ?? [];
  // the dialog follows the reloaded row, so a saved change shows up in its history at once
  const details = rows.find((o) => o.id === detailsId) ?? null;
  const saving = (o: Order) => update.isPending && update.variables?.orderid === o.id;

  const save = (o: Order) => {
    if (!sellerId) return;
    const draft = drafts.current(o);
    update.mutate(
      { orderid: o.id, sellerid: Number(sellerId), ...draft },
      {
        onSuccess: () => {
          drafts.forget(o.id);
          notify({ type: 'success', title: successTexts.updated });
        },
      },
    );
  };

  const columns: DataTableColumn<Order>[] = [
    { key: 'productname', header: 'Product Name', sortable: true, render: productNames },
    { key: 'ordernumber', header: 'Order Number', sortable: true },
    { key: 'deliveryaddress', header: 'Address', sortable: true },
    {
      key: 'orderstatus',
      header: 'Change Status',
      render: (o) => (
        <ChoiceSelect
          label={`Change status of order ${o.ordernumber}`}
          value={drafts.current(o).orderStatus}
          options={orderStatuses}
          optionLabel={(s) => orderStatusLabels[s]}
          onChange={(orderStatus) => drafts.edit(o, { orderStatus })}
        />
      ),
    },
    {
      key: 'paymentStatus',
      header: 'Payment Status',
      render: (o) => (
        <ChoiceSelect
          label={`Payment status of order ${o.ordernumber}`}
          value={drafts.current(o).paymentStatus}
          options={paymentStatuses}
          onChange={(paymentStatus) => drafts.edit(o, { paymentStatus })}
        />
      ),
    },
    {
      key: 'comments',
      header: 'Comments',
      render: (o) => (
        <Input
          size="sm"
          minW="10rem"
          aria-label={`Comments on order ${o.ordernumber}`}
          maxLength={500}
          value={drafts.current(o).comments}
          onChange={(e) => drafts.edit(o, { comments: e.currentTarget.value })}
        />
      ),
    },
    {
      key: 'action',
      header: 'Action',
      render: (o) => (
        <Button size="sm" variant="outline" aria-label={`View details of order ${o.ordernumber}`} onClick={() => setDetailsId(o.id)}>
          View Details
        </Button>
      ),
    },
    {
      key: 'save',
      header: 'Save',
      render: (o) => (
        <Button
          size="sm"
          colorPalette="brand"
          aria-label={`Save order ${o.ordernumber}`}
          loading={saving(o)}
          disabled={update.isPending}
          onClick={() => save(o)}
        >
          Save
        </Button>
      ),
    },
  ];

  return (
    <Stack gap={4}>
      <SearchBox label="Search all orders" placeholder="Search all orders" onSearch={list.setSearch} />
      <DataTable
        label={`${orderStatusLabels[status]} orders`}
        columns={columns}
        rows={rows}
        getRowKey={(o) => o.id}
        sort={{ sortBy: list.query.sortBy, sortOrder: list.query.sortOrder }}
        onSortChange={list.setSort}
        loading={page.isFetching}
        emptyText={page.isError ? 'Orders could not be loaded. Please reload the page to try again.' : emptyTexts.sellerOrders}
      />
      <ListFooter
        label="Orders pages"
        page={list.query.page}
        size={list.query.size}
        total={page.data?.totalElements ?? 0}
        onPageChange={list.setPage}
        onSizeChange={list.setSize}
      />
      <OrderDetailsDialog order={details} onClose={() => setDetailsId(null)} />
    </Stack>
  );
}
