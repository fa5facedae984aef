import { useForm } from 'react-hook-form';
import { Button, Field, SimpleGrid, Stack, Textarea, TextInput } from '@xchange/ui';
import { leaseApplicationThanks } from '@xchange/contract/core';
import { formResolver, leaseApplicationSchema } from '@xchange/contract/forms';
import type { LeaseApplication, LeaseApplicationInput } from '@xchange/contract';
import { ApiErrorAlert, useNotify } from '@xchange/remote-kit';
import { FormSuccess } from '../../../lib/form-error';
import { useApplyForLease } from '../api/apply-for-lease';
import { TermSelect } from './term-select';

const empty: LeaseApplicationInput = {
  fullName: '',
  company: '',
  email: '',
  phone: '',
  equipment: '',
  price: '',
  termMonths: '36',
  notes: '',
};

/** 'GET APPROVED!': a short application the API stores and mails to the leasing team. */
export function LeaseApplicationForm() {
  const notify = useNotify();
  const { mutate, isPending, isSuccess, error, reset: resetCall } = useApplyForLease();
  const { register, handleSubmit, formState, reset } = useForm<LeaseApplicationInput, unknown, LeaseApplication>({
    resolver: formResolver(leaseApplicationSchema),
    defaultValues: empty,
  });
  const { errors } = formState;
  const submit = handleSubmit((values) => {
    resetCall();
    mutate(values, {
      onSuccess: (res) => {
        notify({ type: 'success', title: res.message });
        reset(empty);
      },
    });
  });

  return (
    <form noValidate onSubmit={submit} aria-label="Lease application">
      <Stack gap={4}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
          <TextInput label="Full Name" autoComplete="name" required error={errors.fullName?.message} {...register('fullName')} />
          <TextInput label="Company Name" autoComplete="organization" required error={errors.company?.message} {...register('company')} />
          <TextInput label="Email" type="email" autoComplete="email" required error={errors.email?.message} {...register('email')} />
          <TextInput label="Phone" type="tel" autoComplete="tel" required error={errors.phone?.message} {...register('phone')} />
          <TextInput
            label="Equipment"
            maxLength={100}
            required
            helperText="Make, model and condition"
            error={errors.equipment?.message}
            {...register('equipment')}
          />
          <TextInput label="Equipment price (USD)" inputMode="decimal" required error={errors.price?.message} {...register('price')} />
          <TermSelect error={errors.termMonths?.message} {...register('termMonths')} />
        </SimpleGrid>
        <Field.Root invalid={Boolean(errors.notes)}>
          <Field.Label>Notes</Field.Label>
          <Textarea rows={3} maxLength={500} {...register('notes')} />
          {errors.notes && <Field.ErrorText>{errors.notes.message}</Field.ErrorText>}
        </Field.Root>
        <ApiErrorAlert error={error} />
        {isSuccess && !formState.isDirty && <FormSuccess text={leaseApplicationThanks} />}
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={isPending} loadingText="Sending">
          Send Application
        </Button>
      </Stack>
    </form>
  );
}
