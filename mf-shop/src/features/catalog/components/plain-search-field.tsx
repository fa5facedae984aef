import { useId, useLayoutEffect, useRef } from 'react';
import { chakra, useSlotRecipe } from '@xchange/ui';
import { suggestLimits } from '@xchange/contract/listings';
import { SearchRow, searchLabelStyle, searchPlaceholder, type HandedFocus, type SearchFieldProps } from './search-field-parts';

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
export function PlainSearchField({ text, onTextChange, label, submit, onWake, onHandOver }: PlainSearchFieldProps) {
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
      <chakra.label htmlFor={id} css={[styles.label, searchLabelStyle]}>
        {label}
      </chakra.label>
      <SearchRow>
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
            maxLength={suggestLimits.maxQueryLength}
            placeholder={searchPlaceholder}
            bg="bg"
          />
        </chakra.div>
        {submit}
      </SearchRow>
    </chakra.div>
  );
}
