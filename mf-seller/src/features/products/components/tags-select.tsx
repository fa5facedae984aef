import { useId, useState } from 'react';
import { collapseWhitespace, tagSuggestions, textMaxLength } from '@xchange/contract/core';
import { Box, chakra, Field, Input } from '@xchange/ui';
import { hasTag, TagChips, tagKeyHandler, withTag } from '@xchange/remote-kit';

export interface TagsSelectProps {
  value: string[];
  onChange: (tags: string[]) => void;
  error?: string;
  max?: number;
}

/** Tags multi-select: the presets Hitachi, PMI, Buyer, Seller, or a typed one via 'Create tag: …' (docs/product.md §9). */
export function TagsSelect({ value, onChange, error, max = 20 }: TagsSelectProps) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const listId = useId();
  const typed = collapseWhitespace(text);
  const presets = tagSuggestions.filter((t) => !hasTag(value, t) && t.toLowerCase().includes(typed.toLowerCase()));
  const options = [
    ...presets.map((tag) => ({ tag, label: tag })),
    ...(typed && !hasTag(tagSuggestions, typed) && !hasTag(value, typed) ? [{ tag: typed, label: `Create tag: ${typed}` }] : []),
  ];
  const add = (tag: string) => {
    const next = withTag(value, tag, max);
    if (next !== value) onChange(next);
    setText('');
    setOpen(false); // the list would cover what follows; typing or a click opens it again
  };
  const onKeyDown = tagKeyHandler({
    text,
    tags: value,
    onChange,
    onEnter: () => {
      if (options[0]) add(options[0].tag);
    },
    onEscape: () => setOpen(false),
  });
  return (
    <Field.Root invalid={!!error}>
      <Field.Label>Tags</Field.Label>
      <TagChips tags={value} label="Chosen tags" onChange={onChange} />
      <Box position="relative" w="full">
        <Input
          role="combobox"
          aria-expanded={open && options.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          placeholder="Pick or type a tag"
          value={text}
          maxLength={textMaxLength}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        {open && options.length > 0 && (
          <chakra.ul
            id={listId}
            role="listbox"
            aria-label="Tag suggestions"
            position="absolute"
            zIndex="dropdown"
            top="100%"
            left={0}
            right={0}
            mt={1}
            bg="bg"
            borderWidth="1px"
            borderRadius="md"
            boxShadow="md"
            py={1}
            listStyleType="none"
          >
            {options.map((o) => (
              <chakra.li
                key={o.label}
                role="option"
                aria-selected={false}
                px={3}
                py={1.5}
                cursor="pointer"
                _hover={{ bg: 'bg.muted' }}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => add(o.tag)}
              >
                {o.label}
              </chakra.li>
            ))}
          </chakra.ul>
        )}
      </Box>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
