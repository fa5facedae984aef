import { useLayoutEffect, useMemo, useRef, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { chakra } from '@xchange/ui';
import { Combobox, createListCollection } from '@xchange/ui/combobox';
import { collapseWhitespace } from '@xchange/contract/core';
import { suggestLimits } from '@xchange/contract/listings';
import { useDebouncedValue } from '@xchange/remote-kit';
import { useSearchSuggestions } from '../api/get-search-suggestions';
import { SearchRow, searchLabelStyle, searchPlaceholder, type HandedFocus, type SearchFieldProps } from './search-field-parts';
import { groupLabel, suggestionItems, type SuggestionItem } from './suggestion-items';

// nothing stays selected: a choice runs at once (one array, so the combobox never sees a new value)
const noValue: string[] = [];

export interface SuggestingSearchFieldProps extends SearchFieldProps {
  /** The plain field's caret, when it was focused as this replaced it (filled as the plain field unmounts). */
  handedFocus: RefObject<HandedFocus | null>;
  /** The list's state (the search bar's, which closes it on submit); shown only with suggestions to show. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSearch: (text: string | undefined) => void;
  onFilter: (filter: { brand: string } | { category: string }) => void;
}

/**
 * The search box with suggestions: from 2 characters it suggests brands, categories, model numbers and listings as an
 * ARIA combobox (Chakra's, on Zag's machine). Loaded with the first reach for the box (./plain-search-field).
 */
export function SuggestingSearchField(props: SuggestingSearchFieldProps) {
  const { text, onTextChange, label, submit, handedFocus, open, onOpenChange, onSearch, onFilter } = props;
  const navigate = useNavigate();
  const typed = collapseWhitespace(text);
  const settled = useDebouncedValue(typed, suggestLimits.debounceMs);
  const { data } = useSearchSuggestions(settled);
  const items = useMemo(() => (typed.length >= suggestLimits.minQueryLength ? suggestionItems(data) : []), [typed, data]);
  const collection = useMemo(
    () => createListCollection({ items, itemToValue: (i) => i.value, itemToString: (i) => i.label, groupBy: (i) => i.group }),
    [items],
  );

  const input = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    const caret = handedFocus.current;
    if (!caret || !input.current) return;
    input.current.focus();
    input.current.setSelectionRange(caret.start, caret.end);
    // text typed into the plain field while this loaded opens the list as soon as its suggestions come
    if (collapseWhitespace(input.current.value).length >= suggestLimits.minQueryLength) onOpenChange(true);
    // on mount only: the plain field hands over once
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const choose = (item: SuggestionItem | undefined) => {
    if (!item) return;
    onOpenChange(false);
    // a model number becomes the search; a brand, category or listing leaves the words behind
    onTextChange(item.group === 'models' ? item.label : '');
    if (item.group === 'brands') onFilter({ brand: item.label });
    else if (item.group === 'categories') onFilter({ category: item.label });
    else if (item.id !== undefined) navigate(`/product/${item.id}`);
    else onSearch(item.label);
  };

  return (
    <Combobox.Root
      collection={collection}
      inputValue={text}
      onInputValueChange={(e) => onTextChange(e.inputValue)}
      value={noValue}
      onValueChange={(e) => choose(e.items[0] as SuggestionItem | undefined)}
      open={open && items.length > 0}
      onOpenChange={(e) => onOpenChange(e.open)}
      selectionBehavior="preserve"
      openOnClick={false}
      allowCustomValue
      size="lg"
      positioning={{ sameWidth: true, placement: 'bottom-start' }}
    >
      <Combobox.Label css={searchLabelStyle}>{label}</Combobox.Label>
      <SearchRow>
        <Combobox.Control flex="1">
          <Combobox.Input ref={input} maxLength={suggestLimits.maxQueryLength} placeholder={searchPlaceholder} bg="bg" />
        </Combobox.Control>
        {submit}
      </SearchRow>
      <Combobox.Positioner>
        <Combobox.Content>
          {collection.group().map(([group, groupItems]) => (
            <Combobox.ItemGroup key={group}>
              <Combobox.ItemGroupLabel>{groupLabel(group)}</Combobox.ItemGroupLabel>
              {groupItems.map((item) => (
                <Combobox.Item key={item.value} item={item}>
                  <Combobox.ItemText>
                    {item.label}
                    {item.detail && (
                      <chakra.span display="block" fontSize="xs" color="fg.muted">
                        {item.detail}
                      </chakra.span>
                    )}
                  </Combobox.ItemText>
                </Combobox.Item>
              ))}
            </Combobox.ItemGroup>
          ))}
        </Combobox.Content>
      </Combobox.Positioner>
    </Combobox.Root>
  );
}
