import type { SubscriptionStatus as Status } from '@xchange/contract';
import { Alert, Badge, Button, HStack, Stack, Text } from '@xchange/ui';
import { useNavigateAcross } from '@xchange/remote-kit';
import { titleCase } from '../format';

const explanations: Record<Status, string> = {
  pending: 'Your subscription payment has not been completed yet. You can sign in, but your listings are not published until it is paid.',
  active: 'Your subscription is active: your listings are published in the shop.',
  past_due: 'The last renewal payment did not go through. Pay the subscription to keep your listings published.',
  canceled: 'Your subscription was canceled. Your listings are hidden from the shop until you subscribe again.',
  expired: 'Your subscription has expired. Your listings are hidden from the shop until you renew it.',
};

const palette: Record<Status, string> = { pending: 'yellow', active: 'green', past_due: 'orange', canceled: 'red', expired: 'gray' };

/** The status badge, what it means for the seller, and a way to pay when it is not active. */
export function SubscriptionStatus({ status, sellerId }: { status: Status; sellerId: number }) {
  const navigate = useNavigateAcross();
  const active = status === 'active';
  return (
    <Stack gap={3}>
      <HStack gap={3}>
        <Text fontWeight="semibold">Status</Text>
        <Badge colorPalette={palette[status]} size="lg">
          {titleCase(status)}
        </Badge>
      </HStack>
      {active ? (
        <Text color="fg.muted">{explanations.active}</Text>
      ) : (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Stack gap={3} flex="1">
            <Alert.Description>{explanations[status]}</Alert.Description>
            <Button
              alignSelf="start"
              colorPalette="brand"
              size="sm"
              onClick={() => navigate(`/stripe?${new URLSearchParams({ sellerId: String(sellerId) })}`)}
            >
              Pay subscription
            </Button>
          </Stack>
        </Alert.Root>
      )}
    </Stack>
  );
}
