import { defaultSorts, emptyTexts, successTexts } from '@xchange/contract/core';
import { paymentStatuses } from '@xchange/contract/accounts';
import type { Order, PaymentStatus } from '@xchange/contract';
import { PageIntro, useNotify, useSession, SearchBox, useListQuery } from '@xchange/remote-kit';
import { Stack } from '@xchange/ui';
import { DataTable, type DataTableColumn, ListFooter } from '@xchange/ui/tables';
import { ChoiceSelect } from '../../../lib/orders/choice-select';
import { useSellerOrders } from '../../../lib/orders/get-seller-orders';
import { personName } from '../../../lib/orders/order-format';
import { useUpdateOrderStatus } from '../../../lib/orders/update-order-status';

/** docs/product.md §2.6 Payments: every order of the seller with its payment status, which saves on change. */
export function PaymentsPage() {
  const list = useListQuery(defaultSorts.sellerOrders);
  const page = useSellerOrders(list.query);
  const update = useUpdateOrderStatus();
  const notify = useNotify();
  const sellerId = useSession((s) => s.data?.id);

  // only the payment changes: the row's current status and comments go along unchanged
  const setPayment = (o: Order, paymentStatus: PaymentStatus) => {
    if (!sellerId || paymentStatus === o.paymentStatus) return;
    update.mutate(
      { orderid: o.id, sellerid: Number(sellerId), orderStatus: o.orderstatus, paymentStatus, comments: o.orderStatusComments ?? '' },
      { onSuccess: () => notify({ type: 'success', title: successTexts.updated }) },
    );
  };
  const shownPayment = (o: Order): PaymentStatus =>
    update.isPending && update.variables?.orderid === o.id ? update.variables.paymentStatus : o.paymentStatus;

  const columns: DataTableColumn<Order>[] = [
    { key: 'buyerAccountData.firstname', header: 'Name', sortable: true, render: (o) => personName(o.buyerAccountData) },
    { key: 'ordernumber', header: 'Order Number', sortable: true },
    { key: 'deliveryaddress', header: 'Address', sortable: true },
    {
      key: 'paymentStatus',
      header: 'Payment Status',
      sortable: true,
      render: (o) => (
        <ChoiceSelect
          label={`Payment status of order ${o.ordernumber}`}
          value={shownPayment(o)}
          options={paymentStatuses}
          disabled={update.isPending}
          onChange={(p) => setPayment(o, p)}
        />
      ),
    },
    { key: 'paymentMethod', header: 'Payment Method', render: (o) => o.paymentMethod || 'Not specified' },
  ];

  return (
    <PageIntro
      title="Payments"
      metaTitle="Seller Payments"
      description="Payment status of every order you received."
      intro="Every order you received with its payment status and the buyer's preferred payment method; mark orders Paid or Unpaid."
    >
      <Stack gap={4}>
        <SearchBox label="Search payments" placeholder="Search payments" onSearch={list.setSearch} />
        <DataTable
          label="Payments"
          columns={columns}
          rows={page.data?.content ?? []}
          getRowKey={(o) => o.id}
          sort={{ sortBy: list.query.sortBy, sortOrder: list.query.sortOrder }}
          onSortChange={list.setSort}
          loading={page.isFetching}
          emptyText={page.isError ? 'Payments could not be loaded. Please reload the page to try again.' : emptyTexts.sellerPayments}
        />
        <ListFooter
          label="Payments pages"
          page={list.query.page}
          size={list.query.size}
          total={page.data?.totalElements ?? 0}
          onPageChange={list.setPage}
          onSizeChange={list.setSize}
        />
      </Stack>
    </PageIntro>
  );
}
