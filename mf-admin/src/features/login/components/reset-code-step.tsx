import { useForm } from 'react-hook-form';
import { adminResetCodeFormSchema, formResolver } from '@xchange/contract/forms';
import { Button, Stack, Text, TextInput } from '@xchange/ui';
import { PasswordInput } from '@xchange/remote-kit';
import { useResetPassword } from '../api/reset-password';

/** Step 2: the mailed 4-digit code and the new password twice. */
export function ResetCodeStep({ email, onDone }: { email: string; onDone: () => void }) {
  const reset = useResetPassword();
  const { register, handleSubmit, formState } = useForm({
    resolver: formResolver(adminResetCodeFormSchema),
    defaultValues: { code: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = formState;
  const submit = handleSubmit(async (values) => {
    try {
      await reset.mutateAsync({ ...values, username: email, type: 'admin' });
    } catch {
      return; // the API client has shown the server's reasons
    }
    onDone();
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Reset password">
      <Stack gap={4} textAlign="start">
        <Text role="status">If {email} is an admin account, a 4-digit code is on its way. It is valid for 10 minutes.</Text>
        <TextInput
          label="Code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={4}
          error={errors.code?.message}
          {...register('code')}
        />
        <PasswordInput label="New Password" autoComplete="new-password" error={errors.newPassword?.message} {...register('newPassword')} />
        <PasswordInput
          label="Confirm Password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button type="submit" colorPalette="brand" loading={reset.isPending} loadingText="Saving">
          Reset Password
        </Button>
      </Stack>
    </form>
  );
}
