import { useForm } from 'react-hook-form';
import { adminForgotEmailFormSchema, formResolver } from '@xchange/contract/forms';
import { Button, Stack, Text, TextInput } from '@xchange/ui';
import { useForgotPassword } from '../api/forgot-password';

/** Step 1 of the forgot-password view: the email a reset code is mailed to. */
export function ForgotEmailStep({ onSent }: { onSent: (email: string) => void }) {
  const forgot = useForgotPassword();
  const { register, handleSubmit, formState } = useForm({
    resolver: formResolver(adminForgotEmailFormSchema),
    defaultValues: { username: '' },
  });
  const submit = handleSubmit(async ({ username }) => {
    try {
      await forgot.mutateAsync({ username, type: 'admin' });
    } catch {
      return; // the API client has shown the server's reasons
    }
    onSent(username);
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Forgot password">
      <Stack gap={4} textAlign="start">
        <Text color="fg.muted">Enter your admin email. We will send you a 4-digit code to set a new password.</Text>
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          error={formState.errors.username?.message}
          {...register('username')}
        />
        <Button type="submit" colorPalette="brand" loading={forgot.isPending} loadingText="Sending">
          Send Code
        </Button>
      </Stack>
    </form>
  );
}
