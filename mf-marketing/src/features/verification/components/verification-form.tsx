import { Controller, useForm } from 'react-hook-form';
import { Button, Stack, TextInput } from '@xchange/ui';
import { bearer, verificationCodeLength } from '@xchange/contract/core';
import { formResolver, verificationFormSchema } from '@xchange/contract/forms';
import type { InferInput, VerificationForm as Values } from '@xchange/contract';
import { useNavigateAcross, useSession } from '@xchange/remote-kit';
import { useVerifyCode } from '../api/verify-code';
import { RememberMeCheckbox } from '../../../lib/remember-me-checkbox';

export interface VerificationFormProps {
  username: string;
  type: 'buyer' | 'seller';
  /** The seller id sign-up returned; the profile's id is used when the answer carries one. */
  sellerId?: string;
}

type FormInput = InferInput<typeof verificationFormSchema>;

/** The 4-digit code form (docs/product.md §2.3, §5): success signs in, buyer → /myacc, seller → /stripe?sellerId=…. */
export function VerificationForm({ username, type, sellerId }: VerificationFormProps) {
  const signIn = useSession((s) => s.signIn);
  const navigate = useNavigateAcross();
  const { mutate, isPending, isSuccess } = useVerifyCode();
  const { control, register, handleSubmit, formState } = useForm<FormInput, unknown, Values>({
    resolver: formResolver(verificationFormSchema),
    defaultValues: { otp: '', rememberMe: false, type },
  });

  const submit = handleSubmit(({ otp, rememberMe }) =>
    mutate(
      { type, email: username, otp, rememberMe },
      {
        onSuccess: (res) => {
          signIn({ authToken: bearer(res.authToken), data: res.data, type, remember: rememberMe });
          const id = res.data.id ?? sellerId;
          navigate(type === 'seller' ? `/stripe?${new URLSearchParams({ sellerId: String(id) })}` : '/myacc');
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={submit} aria-label="Verification">
      <Stack gap={4}>
        <TextInput
          label="Verification Code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={verificationCodeLength}
          textAlign="center"
          fontSize="2xl"
          letterSpacing="0.5em"
          required
          error={formState.errors.otp?.message}
          {...register('otp')}
        />
        <Controller
          control={control}
          name="rememberMe"
          render={({ field }) => <RememberMeCheckbox checked={Boolean(field.value)} onChange={field.onChange} />}
        />
        <Button type="submit" colorPalette="brand" disabled={isPending || isSuccess} loading={isPending} loadingText="Verify Code">
          Verify Code
        </Button>
      </Stack>
    </form>
  );
}
