import { useForm } from 'react-hook-form';
import { adminLoginFormSchema, formResolver } from '@xchange/contract/forms';
import { Button, Stack, TextInput } from '@xchange/ui';
import { PasswordInput, useNavigateAcross, useSession } from '@xchange/remote-kit';
import { useLoginAdmin } from '../api/login-admin';

/** Email and password; LOGIN signs the admin in and opens /admin-profile (docs/product.md §4). */
export function LoginForm({ onForgot }: { onForgot: () => void }) {
  const signIn = useSession((s) => s.signIn);
  const navigate = useNavigateAcross();
  const login = useLoginAdmin();
  const { register, handleSubmit, formState } = useForm({
    resolver: formResolver(adminLoginFormSchema),
    defaultValues: { username: '', password: '' },
  });
  const { errors } = formState;
  const submit = handleSubmit(async (values) => {
    try {
      const { data, authToken } = await login.mutateAsync(values);
      signIn({ authToken, data, type: 'admin' });
    } catch {
      return; // the API client has shown the server's reasons
    }
    navigate('/admin-profile');
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Admin login">
      <Stack gap={4} textAlign="start">
        <TextInput label="Email" type="email" autoComplete="username" error={errors.username?.message} {...register('username')} />
        <PasswordInput label="Password" autoComplete="current-password" error={errors.password?.message} {...register('password')} />
        <Button type="submit" colorPalette="brand" loading={login.isPending} loadingText="Signing in">
          LOGIN
        </Button>
        <Button variant="plain" colorPalette="brand" alignSelf="center" onClick={onForgot}>
          Forgot Password?
        </Button>
      </Stack>
    </form>
  );
}
