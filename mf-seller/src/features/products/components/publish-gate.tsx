import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Link, Stack, Text } from '@xchange/ui';
import { QueryStatus } from '@xchange/remote-kit';
import { usePublishStatus } from '../api/get-publish-status';

const subscriptionLink = (
  <Link asChild color="brand.fg" fontWeight="semibold">
    <RouterLink to="/profile">Go to your Subscription page</RouterLink>
  </Link>
);

/** Before the add form: says why the seller cannot publish (no active subscription, no credit left) and where to fix it. */
export function PublishGate({ children }: { children: ReactNode }) {
  const status = usePublishStatus();
  const sub = status.data;
  if (!sub) return <QueryStatus query={status} what="your subscription" />;
  if (sub.status !== 'active') {
    return (
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Stack gap={2}>
          <Alert.Title>You cannot publish listings yet</Alert.Title>
          <Alert.Description>
            Your seller subscription is {sub.status.replace('_', ' ')}. An active annual subscription is needed to list products in the
            shop; pay it on your Subscription page.
          </Alert.Description>
          {subscriptionLink}
        </Stack>
      </Alert.Root>
    );
  }
  if (sub.credits.available <= 0) {
    return (
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Stack gap={2}>
          <Alert.Title>No listing credits left</Alert.Title>
          <Alert.Description>
            Each new listing uses one credit and you have used all {sub.credits.total}. Buy more with &apos;Add Balance&apos; on your
            Subscription page.
          </Alert.Description>
          {subscriptionLink}
        </Stack>
      </Alert.Root>
    );
  }
  return (
    <Stack gap={4}>
      <Text fontSize="sm" color="fg.muted">
        Publishing uses one listing credit; you have {sub.credits.available} of {sub.credits.total} left.
      </Text>
      {children}
    </Stack>
  );
}
