import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, HStack, chakra } from '@xchange/ui';
import { Combobox, createListCollection } from '@xchange/ui/combobox';
import { collapseWhitespace, suggestLimits } from '@xchange/contract/core';
import { useDebouncedValue } from '@xchange/remote-kit';
import { useSearchSuggestions } from '../api/get-search-suggestions';
import { groupLabel, suggestionItems, type SuggestionItem } from './suggestion-items';

// nothing stays selected: a choice runs at once (one array, so the combobox never sees a new value)
const noValue: string[] = [];

export interface SearchBarProps {
  value: string | undefined;
  onSearch: (text: string | undefined) => void;
  /** A suggested brand or category was chosen: the catalog with that filter. */
  onFilter: (filter: { brand: string } | { category: string }) => void;
  /** The field's label and the button's text: the shop's own unless a page scopes the search (a storefront). */
  label?: string;
  submitLabel?: string;
}

/**
 * The catalog search: words, brands or model numbers; 'Start Browsing' (or Enter) runs it. From 2 characters it
 * suggests brands, categories, model numbers and listings as an ARIA combobox. Keyed by the address's search text.
 */
export function SearchBar({ value, onSearch, onFilter, label = 'Search the catalog', submitLabel = 'Start Browsing' }: SearchBarProps) {
  const navigate = useNavigate();
  const [text, setText] = useState(value ?? '');
  const [open, setOpen] = useState(false);
  const typed = collapseWhitespace(text);
  const settled = useDebouncedValue(typed, suggestLimits.debounceMs);
  const { data } = useSearchSuggestions(settled);
  const items = useMemo(() => (typed.length >= suggestLimits.minQueryLength ? suggestionItems(data) : []), [typed, data]);
  const collection = useMemo(
    () => createListCollection({ items, itemToValue: (i) => i.value, itemToString: (i) => i.label, groupBy: (i) => i.group }),
    [items],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setText(typed);
    setOpen(false);
    onSearch(typed || undefined);
  };
  const choose = (item: SuggestionItem | undefined) => {
    if (!item) return;
    setOpen(false);
    // a model number becomes the search; a brand, category or listing leaves the words behind
    setText(item.group === 'models' ? item.label : '');
    if (item.group === 'brands') onFilter({ brand: item.label });
    else if (item.group === 'categories') onFilter({ category: item.label });
    else if (item.id !== undefined) navigate(`/product/${item.id}`);
    else onSearch(item.label);
  };

  return (
    <chakra.form role="search" onSubmit={submit} w="full">
      <Combobox.Root
        collection={collection}
        inputValue={text}
        onInputValueChange={(e) => setText(e.inputValue)}
        value={noValue}
        onValueChange={(e) => choose(e.items[0] as SuggestionItem | undefined)}
        open={open && items.length > 0}
        onOpenChange={(e) => setOpen(e.open)}
        selectionBehavior="preserve"
        openOnClick={false}
        allowCustomValue
        size="lg"
        positioning={{ sameWidth: true, placement: 'bottom-start' }}
      >
        <Combobox.Label display="block" fontWeight="semibold" mb={2} fontSize="md">
          {label}
        </Combobox.Label>
        <HStack gap={2} flexDirection={{ base: 'column', md: 'row' }} align="stretch">
          <Combobox.Control flex="1">
            <Combobox.Input
              maxLength={suggestLimits.maxQueryLength}
              placeholder="Name, brand, category or model number, e.g. DSO-X 3034A"
              bg="bg"
            />
          </Combobox.Control>
          <Button type="submit" size="lg" colorPalette="brand" flexShrink={0}>
            {submitLabel}
          </Button>
        </HStack>
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
    </chakra.form>
  );
}
