import type { ReactNode } from 'react';
import { effectivePrice, formatDate, formatUsd } from '@xchange/contract/core';
import type { Order } from '@xchange/contract';
import { Heading, Image, Stack, Text, Wrap } from '@xchange/ui';
import { DetailsDialog } from '@xchange/remote-kit';
import { personName } from '../../../lib/orders/order-format';
import { OrderHistory } from './order-history';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" aria-label={title} gap={2}>
      <Heading as="h3" size="sm" letterSpacing="wide">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Text>
      <Text as="span" fontWeight="semibold">
        {label}:
      </Text>{' '}
      {value || '—'}
    </Text>
  );
}

const noPreferredShipping = 'No preferred shipping method set — add one under My Account.';

/** docs/product.md §2.6 View Details, filled from the order itself (the seller's own preferred shipping method), with the seller's changes and the buyer's notes. */
export function OrderDetailsDialog({ order, onClose }: { order: Order | null; onClose: () => void }) {
  return (
    <DetailsDialog item={order} title={`Order ${order?.ordernumber ?? ''}`} onClose={onClose} size="lg" scrollBehavior="inside">
      {(order) => (
        <Stack gap={6}>
          <Section title="ORDER DETAILS">
            <Field label="Order Date" value={formatDate(order.orderdate)} />
            <Field label="Order Number" value={order.ordernumber} />
            <Field label="Total" value={formatUsd(order.total)} />
          </Section>
          <Section title="PRODUCT DETAILS">
            {order.product.map((p, i) => {
              const images = [p.primaryfile, ...p.productfiles].filter((f) => f && f.fileType !== 'video');
              return (
                <Stack key={`${p.id ?? p.productname}-${i}`} gap={1} borderBottomWidth="1px" pb={3}>
                  {images.length > 0 && (
                    <Wrap gap={2}>
                      {images.map((f) => (
                        <Image key={f!.url} src={f!.url} alt={p.productname} boxSize="80px" objectFit="cover" borderRadius="md" />
                      ))}
                    </Wrap>
                  )}
                  <Field label="Product Name" value={p.productname} />
                  <Field label="Selling Instrument" value={p.category} />
                  <Field label="Brand" value={p.brand} />
                  <Field label="Quantity" value={p.quantity} />
                  <Field label="Price" value={formatUsd(effectivePrice(p))} />
                </Stack>
              );
            })}
            <Field label="Seller" value={personName(order.sellerAccountData)} />
            <Field label="Company" value={order.sellerAccountData.company} />
          </Section>
          <Section title="SHIPPING DETAILS">
            <Field label="Buyer" value={personName(order.buyerAccountData)} />
            <Field label="Company" value={order.buyerAccountData.company} />
            <Field label="Shipping Address" value={order.deliveryaddress} />
          </Section>
          <Section title="PREFERRED SHIPPING METHOD">
            <Text>{order.sellerAccountData.preferredShipping || noPreferredShipping}</Text>
          </Section>
          <Section title="BUYER NOTES">
            <Text whiteSpace="pre-wrap">{order.notes || 'The buyer left no notes on this order.'}</Text>
          </Section>
          <Section title="PREFERRED PAYMENT METHOD">
            <Text>{order.paymentMethod || 'The buyer did not name a payment method.'}</Text>
          </Section>
          <Section title="ORDER HISTORY">
            <OrderHistory history={order.history} />
          </Section>
        </Stack>
      )}
    </DetailsDialog>
  );
}
