import type { ReactNode } from 'react';
import { Button, HStack, Heading, Stack } from '@xchange/ui';

export interface FilterSectionProps {
  title: string;
  /** Shown as a Reset button while the filter is set. */
  onReset?: () => void;
  active: boolean;
  children: ReactNode;
}

/** One titled filter group of the side column, with its Reset button. */
export function FilterSection({ title, onReset, active, children }: FilterSectionProps) {
  return (
    <Stack as="section" aria-label={title} gap={3} borderTopWidth="1px" pt={4}>
      <HStack justify="space-between">
        <Heading as="h3" size="md">
          {title}
        </Heading>
        {onReset && (
          <Button size="xs" variant="ghost" colorPalette="brand" onClick={onReset} disabled={!active} aria-label={`Reset ${title}`}>
            Reset
          </Button>
        )}
      </HStack>
      {children}
    </Stack>
  );
}
