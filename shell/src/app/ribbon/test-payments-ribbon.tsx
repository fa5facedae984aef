import { Text } from '@xchange/ui';

/** The built-in test checkout takes the payments (PAYMENTS=test): every page says nothing bought is charged. */
export function TestPaymentsRibbon() {
  return (
    <Text
      bg="brand.muted"
      color="gray.950"
      borderBottomWidth="2px"
      borderColor="brand.500"
      px="3"
      py="1"
      fontSize="sm"
      fontWeight="semibold"
      lineHeight="1.5"
      textAlign="center"
    >
      Test payments — no money is taken
    </Text>
  );
}
