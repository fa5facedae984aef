import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { advertisementFormSchema, formResolver } from '@xchange/contract/forms';
import type { Advertisement, AdvertisementForm, AdvertisementFormInput } from '@xchange/contract';
import { TextInput } from '@xchange/ui';
import { FormDialog } from '../../../lib/form-dialog';
import { DocumentField } from './document-field';
import { TagsInput } from './tags-input';

export interface AdvertDialogProps {
  advert?: Advertisement;
  saving: boolean;
  progress?: number;
  onSave: (values: AdvertisementForm & { document: File | null }) => void;
  onClose: () => void;
}

/** Add or edit an advertisement: name, redirect URL, tags and its picture or video. */
export function AdvertDialog({ advert, saving, progress, onSave, onClose }: AdvertDialogProps) {
  const [document, setDocument] = useState<File | null>(null);
  const { register, control, handleSubmit, formState } = useForm<AdvertisementFormInput, unknown, AdvertisementForm>({
    resolver: formResolver(advertisementFormSchema),
    defaultValues: { name: advert?.name ?? '', url: advert?.url ?? '', tags: advert?.tags ?? [] },
  });
  const e = formState.errors;
  return (
    <FormDialog
      open
      title={advert ? 'Edit Advertisement' : 'Add Advertisement'}
      onClose={onClose}
      onSubmit={handleSubmit((values) => onSave({ ...values, document }))}
      saving={saving}
    >
      <TextInput label="Name" required error={e.name?.message} {...register('name')} />
      <TextInput label="Redirect URL" type="url" placeholder="https://" maxLength={2048} error={e.url?.message} {...register('url')} />
      <Controller
        control={control}
        name="tags"
        render={({ field, fieldState }) => (
          <TagsInput value={Array.isArray(field.value) ? field.value : []} onChange={field.onChange} error={fieldState.error?.message} />
        )}
      />
      <DocumentField
        current={advert?.file}
        file={document}
        onFile={setDocument}
        progress={saving && document ? (progress ?? 0) : undefined}
      />
    </FormDialog>
  );
}
