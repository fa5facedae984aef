import { Controller, useForm } from 'react-hook-form';
import { Button, Stack, Text, TextInput } from '@xchange/ui';
import { forgotPasswordSchema, formResolver } from '@xchange/contract/forms';
import type { ForgotPassword } from '@xchange/contract';
import { useNotify } from '@xchange/remote-kit';
import { AccountTypeRadio } from '../../../lib/account-type-radio';
import { useForgotPassword } from '../api/forgot-password';

export interface ForgotRequestFormProps {
  /** Called with the address and type a code was sent for. */
  onSent: (account: ForgotPassword) => void;
  onCancel: () => void;
}

/** Forgot password, first step: the account's email and type; the server mails a 4-digit code. */
export function ForgotRequestForm({ onSent, onCancel }: ForgotRequestFormProps) {
  const notify = useNotify();
  const { mutate, isPending } = useForgotPassword();
  const { control, register, handleSubmit, formState } = useForm<ForgotPassword>({
    resolver: formResolver(forgotPasswordSchema),
    defaultValues: { username: '', type: 'buyer' },
  });

  const submit = handleSubmit((account) =>
    mutate(account, {
      onSuccess: (res) => {
        notify({ type: 'info', title: res.message });
        onSent(account);
      },
    }),
  );

  return (
    <form noValidate onSubmit={submit} aria-label="Forgot Password">
      <Stack gap={4}>
        <Text>Enter the email address of your account. We will email you a 4-digit code to reset your password.</Text>
        <Controller
          control={control}
          name="type"
          render={({ field }) => (
            <AccountTypeRadio label="Account type" value={field.value === 'seller' ? 'seller' : 'buyer'} onChange={field.onChange} />
          )}
        />
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          required
          error={formState.errors.username?.message}
          {...register('username')}
        />
        <Button type="submit" colorPalette="brand" disabled={isPending} loading={isPending} loadingText="Send Code">
          Send Code
        </Button>
        <Button type="button" variant="plain" color="brand.800" alignSelf="flex-start" px={0} onClick={onCancel}>
          Back to Login
        </Button>
      </Stack>
    </form>
  );
}
