import { Suspense, lazy, startTransition, useCallback, useRef, useState, type FormEvent } from 'react';
import { Button, chakra, preloadCombobox } from '@xchange/ui';
import { collapseWhitespace } from '@xchange/contract/core';
import { PlainSearchField } from './plain-search-field';
import type { HandedFocus, SearchFieldProps } from './search-field-parts';

// The combobox (Zag's machine, floating-ui's positioning, dismiss handling: ~27 KB gzip) comes with the first reach for
// the box, not with the page: a visitor who only browses never downloads it. Once here, every search box starts as it.
let comboboxLoaded = false;
const SuggestingSearchField = lazy(() =>
  Promise.all([import('./suggesting-search-field'), preloadCombobox()]).then(([m]) => {
    comboboxLoaded = true;
    return { default: m.SuggestingSearchField };
  }),
);

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
  const [text, setText] = useState(value ?? '');
  const [awake, setAwake] = useState(() => comboboxLoaded);
  const handedFocus = useRef<HandedFocus | null>(null);
  const [open, setOpen] = useState(false);
  // a transition: the plain field stays (focused, taking keys) until the combobox has loaded, then gives way to it
  const wake = useCallback(() => startTransition(() => setAwake(true)), []);
  const handOver = useCallback((caret: HandedFocus) => {
    handedFocus.current = caret;
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = collapseWhitespace(text);
    setText(typed);
    setOpen(false);
    onSearch(typed || undefined);
  };

  const field: SearchFieldProps = {
    text,
    onTextChange: setText,
    label,
    submit: (
      <Button type="submit" size="lg" colorPalette="brand" flexShrink={0}>
        {submitLabel}
      </Button>
    ),
  };
  const plain = <PlainSearchField {...field} onWake={wake} onHandOver={handOver} />;

  return (
    <chakra.form role="search" onSubmit={submit} w="full">
      <Suspense fallback={plain}>
        {awake ? (
          <SuggestingSearchField
            {...field}
            handedFocus={handedFocus}
            open={open}
            onOpenChange={setOpen}
            onSearch={onSearch}
            onFilter={onFilter}
          />
        ) : (
          plain
        )}
      </Suspense>
    </chakra.form>
  );
}
