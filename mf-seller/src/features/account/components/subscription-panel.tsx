import { QueryStatus } from '@xchange/remote-kit';
import { formatUsd } from '@xchange/contract/core';
import type { Subscription } from '@xchange/contract';
import { Card, Heading, SimpleGrid, Stack, Stat } from '@xchange/ui';
import { useSubscription } from '../api/get-subscription';
import { formatDate, titleCase } from '../format';
import { AddBalanceForm } from './add-balance-form';
import { PaymentHistory } from './payment-history';
import { SubscriptionStatus } from './subscription-status';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Stat.Root>
      <Stat.Label>{label}</Stat.Label>
      <Stat.ValueText fontSize="lg">{value}</Stat.ValueText>
    </Stat.Root>
  );
}

function SubscriptionDetails({ s }: { s: Subscription }) {
  return (
    <Stack gap={8}>
      <SubscriptionStatus status={s.status} sellerId={s.sellerId} />
      <SimpleGrid as="section" aria-label="Subscription details" columns={{ base: 1, sm: 2, lg: 4 }} gap={4}>
        <Detail label="Member since" value={formatDate(s.memberSince)} />
        <Detail label="Subscription type" value={`${titleCase(s.plan)} (${formatUsd(s.amount)} a year)`} />
        <Detail label="Renewal" value={titleCase(s.renewal)} />
        <Detail label="Next payment date" value={formatDate(s.nextPaymentDate)} />
      </SimpleGrid>
      <Card.Root as="section" aria-label="Listing credits">
        <Card.Body gap={4}>
          <Heading as="h2" size="lg">
            Listing credits
          </Heading>
          <SimpleGrid columns={3} gap={4}>
            <Detail label="Total" value={String(s.credits.total)} />
            <Detail label="Used" value={String(s.credits.used)} />
            <Detail label="Available" value={String(s.credits.available)} />
          </SimpleGrid>
          <AddBalanceForm />
        </Card.Body>
      </Card.Root>
      <PaymentHistory transactions={s.transactions} />
    </Stack>
  );
}

/** docs/product.md §2.6 Subscription tab with the seller's real subscription (docs/architecture.md §6 states). */
export function SubscriptionPanel() {
  const subscription = useSubscription();
  if (subscription.isPending || subscription.isError) return <QueryStatus query={subscription} what="your subscription" />;
  return <SubscriptionDetails s={subscription.data} />;
}
