import { useForm } from 'react-hook-form';
import { Button, Stack, Text, TextInput } from '@xchange/ui';
import { successTexts } from '@xchange/contract/core';
import { formResolver, resetPasswordSchema } from '@xchange/contract/forms';
import type { ForgotPassword, ResetPassword, ResetPasswordInput } from '@xchange/contract';
import { useNotify, PasswordInput } from '@xchange/remote-kit';
import { useResetPassword } from '../api/reset-password';

export interface ResetPasswordFormProps {
  account: ForgotPassword;
  onDone: () => void;
  onCancel: () => void;
}

/** Forgot password, second step: the mailed code and a new password (change-password rules of docs/product.md §5). */
export function ResetPasswordForm({ account, onDone, onCancel }: ResetPasswordFormProps) {
  const notify = useNotify();
  const { mutate, isPending } = useResetPassword();
  const { register, handleSubmit, formState } = useForm<ResetPasswordInput, unknown, ResetPassword>({
    resolver: formResolver(resetPasswordSchema),
    defaultValues: { ...account, code: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = formState;

  const submit = handleSubmit((body) =>
    mutate(body, {
      onSuccess: () => {
        notify({ type: 'success', title: successTexts.passwordUpdated });
        onDone();
      },
    }),
  );

  return (
    <form noValidate onSubmit={submit} aria-label="Reset Password">
      <Stack gap={4}>
        <Text>Enter the 4-digit code we emailed to {account.username} and choose a new password.</Text>
        <TextInput
          label="Verification Code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={4}
          required
          error={errors.code?.message}
          {...register('code')}
        />
        <PasswordInput
          label="New Password"
          autoComplete="new-password"
          required
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <PasswordInput
          label="Confirm Password"
          autoComplete="new-password"
          required
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button type="submit" colorPalette="brand" disabled={isPending} loading={isPending} loadingText="Reset Password">
          Reset Password
        </Button>
        <Button type="button" variant="plain" color="brand.800" alignSelf="flex-start" px={0} onClick={onCancel}>
          Back to Login
        </Button>
      </Stack>
    </form>
  );
}
