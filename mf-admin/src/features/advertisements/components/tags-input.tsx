import { useId, useState } from 'react';
import { collapseWhitespace, textMaxLength } from '@xchange/contract/core';
import { Field, Input } from '@xchange/ui';
import { TagChips, tagKeyHandler, withTag } from '@xchange/remote-kit';

export interface TagsInputProps {
  value: string[];
  onChange: (tags: string[]) => void;
  error?: string;
  max?: number;
}

/** Free-text tags: Enter confirms the typed tag (docs/product.md §5); each tag has a remove button. */
export function TagsInput({ value, onChange, error, max = 20 }: TagsInputProps) {
  const [text, setText] = useState('');
  const hint = useId();
  const add = () => {
    const next = withTag(value, collapseWhitespace(text), max);
    if (next !== value) onChange(next);
    setText('');
  };
  return (
    <Field.Root invalid={!!error}>
      <Field.Label>Tags</Field.Label>
      <TagChips tags={value} label="Tags added" onChange={onChange} />
      <Input
        value={text}
        maxLength={textMaxLength}
        aria-describedby={hint}
        onChange={(e) => setText(e.currentTarget.value)}
        onKeyDown={tagKeyHandler({ text, tags: value, onChange, onEnter: add })}
        onBlur={add}
      />
      <Field.HelperText id={hint}>Type a tag and press Enter.</Field.HelperText>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
