import { Controller, useForm } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import { Button, Stack, TextInput } from '@xchange/ui';
import { bearer, safeReturnPath } from '@xchange/contract/core';
import { formResolver, loginSchema } from '@xchange/contract/forms';
import type { Login, LoginInput } from '@xchange/contract';
import { useNavigateAcross, useSession, PasswordInput } from '@xchange/remote-kit';
import { AccountTypeRadio } from '../../../lib/account-type-radio';
import { useLogin } from '../api/login';
import { landingRoute } from '../landing-route';
import { RememberMeCheckbox } from '../../../lib/remember-me-checkbox';

const defaults: LoginInput = { username: '', password: '', type: 'buyer', rememberMe: false };

/** Buyer/seller login (docs/product.md §2.3, §4, §5): stores the session, then buyer → /myacc (or the returnTo path), seller → /overview. */
export function LoginForm({ onForgot }: { onForgot: () => void }) {
  const signIn = useSession((s) => s.signIn);
  const navigate = useNavigateAcross();
  const { search } = useLocation();
  const { mutate, isPending } = useLogin();
  const { control, register, handleSubmit, formState } = useForm<LoginInput, unknown, Login>({
    resolver: formResolver(loginSchema),
    defaultValues: defaults,
  });
  const { errors } = formState;

  const submit = handleSubmit((values) => {
    const type = values.type === 'seller' ? 'seller' : 'buyer';
    mutate(
      { ...values, type },
      {
        onSuccess: (res) => {
          signIn({ authToken: bearer(res.authToken), data: res.data, type, remember: values.rememberMe });
          // a visitor sent here from checkout goes back to it
          const back = type === 'buyer' ? safeReturnPath(search) : null;
          navigate(back ?? landingRoute(type));
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={submit} aria-label="Login">
      <Stack gap={4}>
        <Controller
          control={control}
          name="type"
          render={({ field }) => (
            <AccountTypeRadio label="Login as" value={field.value === 'seller' ? 'seller' : 'buyer'} onChange={field.onChange} />
          )}
        />
        <TextInput label="Email" type="email" autoComplete="username" required error={errors.username?.message} {...register('username')} />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <Controller
          control={control}
          name="rememberMe"
          render={({ field }) => <RememberMeCheckbox checked={Boolean(field.value)} onChange={field.onChange} />}
        />
        <Button type="submit" colorPalette="brand" disabled={isPending} loading={isPending} loadingText="LOGIN">
          LOGIN
        </Button>
        <Button type="button" variant="plain" color="brand.800" alignSelf="flex-start" px={0} onClick={onForgot}>
          Forgot Password?
        </Button>
      </Stack>
    </form>
  );
}
