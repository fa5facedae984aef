import { useId, useLayoutEffect, useRef } from 'react';
import { HStack, chakra, useSlotRecipe } from '@xchange/ui';
import type { SearchFieldProps } from './search-field-props';

/** Where the plain field's caret was as it gave way to the combobox, for the combobox to take over. */
export interface HandedFocus {
  start: number | null;
  end: number | null;
}

export interface PlainSearchFieldProps extends SearchFieldProps {
  /** The visitor reached for the box (pointer over it, focus): time to fetch the combobox. */
  onWake: () => void;
  /** Called as the field unmounts while focused, so the combobox replacing it keeps the focus and the caret. */
  onHandOver: (focus: HandedFocus) => void;
}

/**
 * The search box before its suggestions load: the combobox's own styles (Chakra's combobox recipe) on a plain input,
 * so the swap to the combobox neither moves nor restyles anything. The first pointer over the box or focus in it fetches
 * the combobox; until it arrives, typing and Enter work as here.
 */
export function PlainSearchField({ text, onTextChange, label, placeholder, maxLength, submit, onWake, onHandOver }: PlainSearchFieldProps) {
  const styles = useSlotRecipe({ key: 'combobox' })({ size: 'lg' });
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  useLayoutEffect(() => {
    const field = input.current;
    return () => {
      if (field && field === field.ownerDocument.activeElement) onHandOver({ start: field.selectionStart, end: field.selectionEnd });
    };
  }, [onHandOver]);

  return (
    <chakra.div css={styles.root} onPointerEnter={onWake}>
      <chakra.label htmlFor={id} css={styles.label} display="block" fontWeight="semibold" mb={2} fontSize="md">
        {label}
      </chakra.label>
      <HStack gap={2} flexDirection={{ base: 'column', md: 'row' }} align="stretch">
        <chakra.div css={styles.control} flex="1">
          <chakra.input
            ref={input}
            id={id}
            css={styles.input}
            role="combobox"
            aria-expanded="false"
            aria-autocomplete="list"
            autoComplete="off"
            value={text}
            onChange={(e) => onTextChange(e.target.value)}
            onFocus={onWake}
            maxLength={maxLength}
            placeholder={placeholder}
            bg="bg"
          />
        </chakra.div>
        {submit}
      </HStack>
    </chakra.div>
  );
}
