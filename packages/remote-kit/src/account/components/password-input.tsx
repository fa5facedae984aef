import type { Ref } from 'react';
import { Field, Input, type InputProps } from '@xchange/ui';
import { passwordMaxLength } from '@xchange/contract/core';

export interface PasswordInputProps extends Omit<InputProps, 'size' | 'type'> {
  label: string;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled password input; unlike a text input it keeps every character as typed. */
export function PasswordInput({ label, error, required, ref, ...rest }: PasswordInputProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input ref={ref} type="password" maxLength={passwordMaxLength} {...rest} />
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
