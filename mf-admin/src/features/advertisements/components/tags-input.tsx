import { useId, useState, type KeyboardEvent } from 'react';
import { collapseWhitespace, textMaxLength } from '@xchange/contract';
import { Badge, CloseButton, Field, HStack, Input, Wrap } from '@xchange/ui';

export interface TagsInputProps {
  value: string[];
  onChange: (tags: string[]) => void;
  error?: string;
  max?: number;
}

/** Free-text tags: Enter confirms the typed tag (SPEC §5); each tag has a remove button. */
export function TagsInput({ value, onChange, error, max = 20 }: TagsInputProps) {
  const [text, setText] = useState('');
  const hint = useId();
  const add = () => {
    const tag = collapseWhitespace(text);
    if (tag && !value.some((t) => t.toLowerCase() === tag.toLowerCase()) && value.length < max) onChange([...value, tag]);
    setText('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      add();
    } else if (e.key === 'Backspace' && text === '' && value.length) {
      onChange(value.slice(0, -1));
    }
  };
  return (
    <Field.Root invalid={!!error}>
      <Field.Label>Tags</Field.Label>
      {value.length > 0 && (
        <Wrap gap={2} mb={2} aria-label="Tags added">
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
      <Input value={text} maxLength={textMaxLength} aria-describedby={hint} onChange={(e) => setText(e.currentTarget.value)} onKeyDown={onKeyDown} onBlur={add} />
      <Field.HelperText id={hint}>Type a tag and press Enter.</Field.HelperText>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
