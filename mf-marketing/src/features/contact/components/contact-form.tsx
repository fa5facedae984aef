import { useForm } from 'react-hook-form';
import { Button, Field, Stack, Textarea, TextInput } from '@xchange/ui';
import { successTexts } from '@xchange/contract/core';
import { contactFormSchema, formResolver } from '@xchange/contract/forms';
import type { ContactForm as Values, ContactFormInput } from '@xchange/contract';
import { ApiErrorAlert, useNotify } from '@xchange/remote-kit';
import { FormSuccess } from '../../../lib/form-error';
import { useSendContactMessage } from '../api/send-contact-message';

const messageMax = 2000;

/** Name, email and message (docs/product.md §5 texts); the API stores it and mails support; the form clears on success. */
export function ContactForm() {
  const notify = useNotify();
  const { mutate, isPending, isSuccess, error, reset: resetCall } = useSendContactMessage();
  const { register, handleSubmit, formState, reset } = useForm<ContactFormInput, unknown, Values>({
    resolver: formResolver(contactFormSchema),
    defaultValues: { name: '', email: '', message: '' },
  });
  const submit = handleSubmit((values) => {
    resetCall();
    mutate(values, {
      onSuccess: () => {
        notify({ type: 'success', title: successTexts.messageSent });
        reset();
      },
    });
  });
  const { errors } = formState;

  return (
    <form noValidate onSubmit={submit} aria-label="Contact form">
      <Stack gap={4} borderWidth="1px" borderRadius="md" p={{ base: 4, md: 6 }}>
        <TextInput label="Name" autoComplete="name" required error={errors.name?.message} {...register('name')} />
        <TextInput label="Email" type="email" autoComplete="email" required error={errors.email?.message} {...register('email')} />
        <Field.Root invalid={Boolean(errors.message)} required>
          <Field.Label>
            Message
            <Field.RequiredIndicator />
          </Field.Label>
          <Textarea rows={6} maxLength={messageMax} {...register('message')} />
          {errors.message && <Field.ErrorText>{errors.message.message}</Field.ErrorText>}
        </Field.Root>
        <ApiErrorAlert error={error} />
        {isSuccess && !formState.isDirty && <FormSuccess text={`${successTexts.messageSent}. We will reply by email.`} />}
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={isPending} loadingText="Sending">
          Send Message
        </Button>
      </Stack>
    </form>
  );
}
