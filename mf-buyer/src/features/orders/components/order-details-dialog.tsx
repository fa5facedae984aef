import type { ReactNode } from 'react';
import { Heading, HStack, Stack, Text } from '@xchange/ui';
import { DetailList, DetailsDialog } from '@xchange/remote-kit';
import { effectivePrice, formatDate, formatDateTime, formatUsd, lineTotal } from '@xchange/contract/core';
import { orderStatusLabels } from '@xchange/contract/accounts';
import type { Order, OrderHistoryEntry, OrderStatus } from '@xchange/contract';
import { ProductThumb } from '../../../lib/components/product-thumb';

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Stack gap={2}>
    <Heading as="h3" size="sm">
      {title}
    </Heading>
    {children}
  </Stack>
);

const fieldNames = { status: 'status', payment: 'payment status', comments: 'comments' } as const;
const shown = (field: OrderHistoryEntry['field'], value: string) =>
  (field === 'status' ? (orderStatusLabels[value as OrderStatus] ?? value) : value) || '(empty)';

const nameOf = (p: { firstname?: string; lastname?: string }) => [p.firstname, p.lastname].filter(Boolean).join(' ');

/** View Details of a buyer order: date, number, total, products, shipping details, shipping and payment method, history. */
export function OrderDetailsDialog({ order, onClose }: { order: Order | null; onClose: () => void }) {
  return (
    <DetailsDialog item={order} title={order ? `Order ${order.ordernumber}` : 'Order'} onClose={onClose} scrollBehavior="inside">
      {(order) => (
        <Stack gap={5}>
          <Section title="ORDER DETAILS">
            <DetailList
              rows={[
                ['Order Date', formatDate(order.orderdate)],
                ['Order Number', order.ordernumber],
                ['Order Total', formatUsd(order.total)],
                ['Status', orderStatusLabels[order.orderstatus]],
                ['Payment Status', order.paymentStatus],
              ]}
            />
          </Section>
          <Section title="PRODUCT DETAILS">
            <Stack as="ul" gap={3} listStyleType="none">
              {order.product.map((p, i) => (
                <HStack as="li" key={`${p.id ?? p.productname}-${i}`} gap={3} align="flex-start">
                  <ProductThumb url={p.primaryfile?.url} fileType={p.primaryfile?.fileType} name={p.productname} size="16" />
                  <Stack gap={0} fontSize="sm">
                    <Text fontWeight="semibold">{p.productname}</Text>
                    <Text>Category: {p.category || 'Not given'}</Text>
                    <Text>Brand: {p.brand || 'Not given'}</Text>
                    <Text>{`${p.quantity} × ${formatUsd(effectivePrice(p))} = ${formatUsd(lineTotal(p))}`}</Text>
                  </Stack>
                </HStack>
              ))}
            </Stack>
            <Text fontSize="sm">Seller: {order.sellerAccountData.company || nameOf(order.sellerAccountData)}</Text>
          </Section>
          <Section title="SHIPPING DETAILS">
            <DetailList
              rows={[
                ['Name', nameOf(order.buyerAccountData)],
                ['Company', order.buyerAccountData.company || 'Not given'],
                ['Shipping Address', order.deliveryaddress || 'Not given'],
                ...(order.notes ? [['Notes', order.notes] as const] : []),
              ]}
            />
          </Section>
          <Section title="SHIPPING METHOD">
            <Text>{order.sellerAccountData.preferredShipping || 'Arranged with the seller after the order.'}</Text>
            {order.orderStatusComments && <Text fontSize="sm">Seller comments: {order.orderStatusComments}</Text>}
          </Section>
          <Section title="PAYMENT METHOD">
            <Text>{order.paymentMethod || 'Not given'}</Text>
          </Section>
          {order.history.length > 0 && (
            <Section title="HISTORY">
              <Stack as="ul" gap={1} listStyleType="none" fontSize="sm">
                {order.history.map((h, i) => (
                  <li
                    key={`${h.at}-${i}`}
                  >{`${formatDateTime(h.at)}: ${h.by} changed ${fieldNames[h.field]} from ${shown(h.field, h.from)} to ${shown(h.field, h.to)}`}</li>
                ))}
              </Stack>
            </Section>
          )}
        </Stack>
      )}
    </DetailsDialog>
  );
}
