import { HStack, Spinner, Text } from '@xchange/ui';

/** What a page shows while its data loads, or when it could not be loaded; `what` names it ('your profile'). */
export function QueryStatus({ query, what }: { query: { isPending: boolean; isError: boolean }; what: string }) {
  if (query.isError) {
    return (
      <Text role="alert" py={8}>
        {`${what.charAt(0).toUpperCase()}${what.slice(1)} could not be loaded. Please reload the page to try again.`}
      </Text>
    );
  }
  return (
    <HStack py={8} gap={3}>
      <Spinner size="sm" color="brand.solid" />
      <Text>{`Loading ${what}…`}</Text>
    </HStack>
  );
}
