import { useForm } from 'react-hook-form';
import { brandFormSchema, categoryFormSchema, formResolver } from '@xchange/contract/forms';
import { TextInput } from '@xchange/ui';
import { FormDialog } from '../../../lib/form-dialog';
import type { CatalogItem, CatalogValues } from './catalog-kind';

export interface CatalogDialogProps {
  noun: string;
  withGroup: boolean;
  /** The row being edited; undefined adds a new one. */
  item?: CatalogItem;
  saving: boolean;
  onSave: (values: CatalogValues) => void;
  onClose: () => void;
}

/** Add or edit a brand or a category: its name (and a category's group). */
export function CatalogDialog({ noun, withGroup, item, saving, onSave, onClose }: CatalogDialogProps) {
  const { register, handleSubmit, formState } = useForm<CatalogValues>({
    resolver: formResolver(withGroup ? categoryFormSchema : brandFormSchema),
    defaultValues: { name: item?.name ?? '', ...(withGroup ? { documenttype: item?.documenttype ?? '' } : {}) },
  });
  return (
    <FormDialog open title={item ? `Edit ${noun}` : `Add ${noun}`} onClose={onClose} onSubmit={handleSubmit(onSave)} saving={saving}>
      <TextInput label="Name" required autoFocus error={formState.errors.name?.message} {...register('name')} />
      {withGroup && (
        <TextInput
          label="Document Type"
          helperText="The group this category is listed under, e.g. Test & Measurement."
          error={formState.errors.documenttype?.message}
          {...register('documenttype')}
        />
      )}
    </FormDialog>
  );
}
