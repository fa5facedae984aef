import { useId, useState, type KeyboardEvent } from 'react';
import { collapseWhitespace, tagSuggestions, textMaxLength } from '@xchange/contract';
import { Badge, Box, chakra, CloseButton, Field, HStack, Input, Wrap } from '@xchange/ui';

export interface TagsSelectProps {
  value: string[];
  onChange: (tags: string[]) => void;
  error?: string;
  max?: number;
}

const has = (list: string[], tag: string) => list.some((t) => t.toLowerCase() === tag.toLowerCase());

/** Tags multi-select: the presets Hitachi, PMI, Buyer, Seller, or a typed one via 'Create tag: …' (SPEC §9). */
export function TagsSelect({ value, onChange, error, max = 20 }: TagsSelectProps) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const listId = useId();
  const typed = collapseWhitespace(text);
  const presets = tagSuggestions.filter((t) => !has(value, t) && t.toLowerCase().includes(typed.toLowerCase()));
  const options = [
    ...presets.map((tag) => ({ tag, label: tag })),
    ...(typed && !has([...tagSuggestions], typed) && !has(value, typed) ? [{ tag: typed, label: `Create tag: ${typed}` }] : []),
  ];
  const add = (tag: string) => {
    if (!has(value, tag) && value.length < max) onChange([...value, tag]);
    setText('');
    setOpen(false); // the list would cover what follows; typing or a click opens it again
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      if (options[0]) add(options[0].tag);
    } else if (e.key === 'Backspace' && text === '' && value.length) {
      onChange(value.slice(0, -1));
    } else if (e.key === 'Escape') {
      setOpen(false);
    }
  };
  return (
    <Field.Root invalid={!!error}>
      <Field.Label>Tags</Field.Label>
      {value.length > 0 && (
        <Wrap gap={2} mb={2} aria-label="Chosen tags">
          {value.map((tag) => (
            <Badge key={tag} size="lg" variant="subtle" colorPalette="gray">
              <HStack gap={1}>
                {tag}
                <CloseButton size="2xs" aria-label={`Remove tag ${tag}`} onClick={() => onChange(value.filter((t) => t !== tag))} />
              </HStack>
            </Badge>
          ))}
        </Wrap>
      )}
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
          <chakra.ul id={listId} role="listbox" aria-label="Tag suggestions" position="absolute" zIndex="dropdown" top="100%" left={0} right={0} mt={1}
            bg="bg" borderWidth="1px" borderRadius="md" boxShadow="md" py={1} listStyleType="none">
            {options.map((o) => (
              <chakra.li key={o.label} role="option" aria-selected={false} px={3} py={1.5} cursor="pointer" _hover={{ bg: 'bg.muted' }}
                onMouseDown={(e) => e.preventDefault()} onClick={() => add(o.tag)}>
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
