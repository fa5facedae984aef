import { useForm } from 'react-hook-form';
import { Box, Button, Flex, TextInput, chakra } from '@xchange/ui';
import { formResolver, newsletterSignupSchema } from '@xchange/contract/forms';
import type { NewsletterSignup, NewsletterSignupInput } from '@xchange/contract';
import { ApiErrorAlert, useNotify } from '@xchange/remote-kit';
import { FormSuccess } from '../../../lib/form-error';
import { useSignUpForNews } from '../api/sign-up-for-news';

/** One email field: we write once, when the marketplace opens. */
export function NewsSignupForm() {
  const notify = useNotify();
  const { mutate, isPending, isSuccess, data, error, reset: resetCall } = useSignUpForNews();
  const { register, handleSubmit, formState, reset } = useForm<NewsletterSignupInput, unknown, NewsletterSignup>({
    resolver: formResolver(newsletterSignupSchema),
    defaultValues: { email: '' },
  });
  const submit = handleSubmit((values) => {
    resetCall();
    mutate(values, {
      onSuccess: (res) => {
        notify({ type: 'success', title: res.message });
        reset();
      },
    });
  });

  return (
    <chakra.form noValidate onSubmit={submit} aria-label="Sign up for launch news" w="full" maxW="lg" textAlign="left">
      <Flex gap={3} align={{ base: 'stretch', md: 'flex-end' }} direction={{ base: 'column', md: 'row' }}>
        <Box flex="1">
          <TextInput
            label="Email address for launch news"
            type="email"
            autoComplete="email"
            bg="white"
            required
            error={formState.errors.email?.message}
            {...register('email')}
          />
        </Box>
        <Button type="submit" colorPalette="brand" loading={isPending} loadingText="Signing up" mb={formState.errors.email ? 7 : 0}>
          Notify Me
        </Button>
      </Flex>
      <Box mt={3}>
        <ApiErrorAlert error={error} />
        {isSuccess && data && !formState.isDirty && <FormSuccess text={data.message} />}
      </Box>
    </chakra.form>
  );
}
