import type { FocusEvent, Ref } from 'react';
import { Field, Input, type InputProps } from '@chakra-ui/react';
import { collapseWhitespace, textMaxLength } from '@xchange/contract/core';

export interface TextInputProps extends Omit<InputProps, 'size'> {
  label: string;
  /** Error text under the field; marks the field invalid. */
  error?: string;
  helperText?: string;
  /** Called with the cleaned value after blur collapses whitespace. */
  onValueChange?: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
}

// Sets the value the way a user would, so React's (and react-hook-form's) onChange sees it.
const setNativeValue = (input: HTMLInputElement, value: string) => {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
};

/** Labelled input with error text; max 50 characters; on blur collapses repeated whitespace and trims. */
export function TextInput({
  label,
  error,
  helperText,
  onValueChange,
  onBlur,
  maxLength = textMaxLength,
  required,
  ref,
  ...rest
}: TextInputProps) {
  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const cleaned = collapseWhitespace(input.value);
    if (cleaned !== input.value) {
      setNativeValue(input, cleaned);
      onValueChange?.(cleaned);
    }
    onBlur?.(event);
  };
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input ref={ref} maxLength={maxLength} onBlur={handleBlur} {...rest} />
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
