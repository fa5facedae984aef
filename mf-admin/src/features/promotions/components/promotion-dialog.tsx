import { useForm } from 'react-hook-form';
import { formResolver, promotionFormSchema } from '@xchange/contract/forms';
import type { Promotion, PromotionForm, PromotionFormInput, PromotionTab, SellerSummary } from '@xchange/contract';
import { Field, NativeSelect, SimpleGrid, TextInput } from '@xchange/ui';
import { FormDialog } from '../../../lib/form-dialog';

export interface PromotionDialogProps {
  tab: PromotionTab;
  /** The promotion being edited; undefined adds one. */
  promotion?: Promotion;
  sellers: SellerSummary[];
  saving: boolean;
  onSave: (values: PromotionForm) => void;
  onClose: () => void;
}

const sellerName = (s: SellerSummary) => `${s.firstname} ${s.lastname}`.trim();

/** Seller, company (required on the active tab) and MM-DD-YYYY dates with the docs/product.md §5 rules. */
export function PromotionDialog({ tab, promotion, sellers, saving, onSave, onClose }: PromotionDialogProps) {
  // A seller switched to inactive is no longer in the lookup; its own promotion still shows it.
  const choices =
    promotion && !sellers.some((s) => s.id === promotion.sellerId)
      ? [{ id: promotion.sellerId, firstname: promotion.sellername, lastname: '', company: promotion.companyName }, ...sellers]
      : sellers;
  const { register, handleSubmit, formState, setValue, getValues } = useForm<PromotionFormInput, unknown, PromotionForm>({
    resolver: formResolver(promotionFormSchema(tab)),
    defaultValues: {
      sellerId: promotion ? String(promotion.sellerId) : '',
      sellername: promotion?.sellername ?? '',
      companyName: promotion?.companyName ?? '',
      startdate: promotion?.startdate ?? '',
      enddate: promotion?.enddate ?? '',
    },
  });
  const sellerField = register('sellerId', {
    onChange: (e: { target: { value: string } }) => {
      const picked = choices.find((s) => String(s.id) === e.target.value);
      setValue('sellername', picked ? sellerName(picked) : '');
      if (picked && !getValues('companyName')) setValue('companyName', picked.company);
    },
  });
  const e = formState.errors;
  return (
    <FormDialog
      open
      title={promotion ? 'Edit Promotion' : 'Add Promotion'}
      onClose={onClose}
      onSubmit={handleSubmit(onSave)}
      saving={saving}
    >
      <Field.Root invalid={!!e.sellerId} required>
        <Field.Label>
          Seller
          <Field.RequiredIndicator />
        </Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field {...sellerField}>
            <option value="">Select a seller</option>
            {choices.map((s) => (
              <option key={s.id} value={String(s.id)}>
                {s.company ? `${sellerName(s)} (${s.company})` : sellerName(s)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {e.sellerId && <Field.ErrorText>{e.sellerId.message}</Field.ErrorText>}
      </Field.Root>
      <TextInput label="Company" required={tab === 'active'} error={e.companyName?.message} {...register('companyName')} />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap={4}>
        <TextInput
          label="Start Date"
          required
          placeholder="MM-DD-YYYY"
          inputMode="numeric"
          maxLength={10}
          error={e.startdate?.message}
          {...register('startdate')}
        />
        <TextInput
          label="End Date"
          required
          placeholder="MM-DD-YYYY"
          inputMode="numeric"
          maxLength={10}
          error={e.enddate?.message}
          {...register('enddate')}
        />
      </SimpleGrid>
    </FormDialog>
  );
}
