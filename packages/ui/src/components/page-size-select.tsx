import { useId } from 'react';
import { HStack, NativeSelect, chakra } from '@chakra-ui/react';
import { defaultPageSize, pageSizeOptions } from '@xchange/contract/core';

export interface PageSizeSelectProps {
  /** Rows per page; 5 (docs/product.md §9) when not given. */
  value?: number;
  onChange: (size: number) => void;
  /** Choices; 5, 10, 20, 100 by default; the shop passes its own (10, 20, 50, 100). */
  options?: readonly number[];
  label?: string;
}

/** A 'Rows per page' select. */
export function PageSizeSelect({
  value = defaultPageSize,
  onChange,
  options = pageSizeOptions,
  label = 'Rows per page',
}: PageSizeSelectProps) {
  const id = useId();
  // A current size outside the choices (the shop starts at 9) is still shown.
  const choices = options.includes(value) ? options : [value, ...options];
  return (
    <HStack gap="2">
      <chakra.label htmlFor={id} fontSize="sm" whiteSpace="nowrap">
        {label}
      </chakra.label>
      <NativeSelect.Root size="sm" width="auto">
        <NativeSelect.Field id={id} value={String(value)} onChange={(event) => onChange(Number(event.currentTarget.value))}>
          {choices.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </HStack>
  );
}
