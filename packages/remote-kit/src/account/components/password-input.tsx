import type { Ref } from 'react';
import { Field, Input, type InputProps } from '@xchange/ui';

export interface PasswordInputProps extends Omit<InputProps, 'size' | 'type'> {
  label: string;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled password input; unlike text inputs it keeps spaces as typed. */
export function PasswordInput({ label, error, ref, ...rest }: PasswordInputProps) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Input ref={ref} type="password" {...rest} />
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
