import type { ReactNode } from 'react';
import { HStack } from '@xchange/ui';

/**
 * A listing's actions: one solid primary action first, the rest secondary (outline) after it. Another action (e.g. a
 * negotiation) slots in as the primary or as one more secondary.
 */
export function ActionBar({ primary, secondary = [] }: { primary?: ReactNode; secondary?: ReactNode[] }) {
  return (
    <HStack gap={2} flexWrap="wrap" role="group" aria-label="Listing actions">
      {primary}
      {secondary}
    </HStack>
  );
}
