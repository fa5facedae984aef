import { useState, type FormEvent } from 'react';
import { Button, Field, HStack, Input, Stack, Text } from '@xchange/ui';
import { RadioGroup, Switch } from '@xchange/ui/controls';
import { Modal } from '@xchange/ui/overlays';
import { alertFrequencies, alertFrequencyLabels, savedSearchLimits, savedSearchTexts, type AlertFrequency } from '@xchange/contract/core';
import { savedSearchFormSchema, validate } from '@xchange/contract/forms';
import type { ShopQuery } from '@xchange/contract';
import { ApiErrorAlert, useNotify } from '@xchange/remote-kit';
import { useCreateSavedSearch } from '../api/create-saved-search';
import { proposedName, savedQueryOf } from '../saved-view';

export interface SaveSearchDialogProps {
  query: ShopQuery;
  open: boolean;
  onClose: () => void;
}

/** Names the current shop view and says whether, and how often, new matches are mailed (docs/product.md §2.14). */
export function SaveSearchDialog({ query, open, onClose }: SaveSearchDialogProps) {
  const create = useCreateSavedSearch();
  const notify = useNotify();
  const [name, setName] = useState(() => proposedName(query));
  const [alert, setAlert] = useState(true);
  const [frequency, setFrequency] = useState<AlertFrequency>('daily');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const checked = validate(savedSearchFormSchema, { name, query: savedQueryOf(query), alert, frequency });
    if (!checked.success) {
      setErrors(checked.fieldErrors);
      return;
    }
    setErrors({});
    create.mutate(checked.output, {
      onSuccess: (saved) => {
        notify({ type: 'success', title: saved.alert ? savedSearchTexts.saved : savedSearchTexts.savedWithoutAlert });
        onClose();
      },
    });
  };
  const close = () => {
    if (!create.isPending) onClose();
  };

  return (
    <Modal
      open={open}
      onClose={close}
      busy={create.isPending}
      title="Save this search"
      description="Run it again from your Saved searches page, and hear about new listings that match it."
      closeButton
      form={{ onSubmit: submit, 'aria-label': 'Save this search' }}
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="brand" loading={create.isPending} loadingText="Save">
            Save
          </Button>
        </>
      }
    >
      <Stack gap={5} mt={3}>
        <Field.Root invalid={Boolean(errors.name)} required>
          <Field.Label>
            Name
            <Field.RequiredIndicator />
          </Field.Label>
          <Input maxLength={savedSearchLimits.nameMax} value={name} onChange={(e) => setName(e.currentTarget.value)} />
          {errors.name && <Field.ErrorText>{errors.name}</Field.ErrorText>}
        </Field.Root>
        {errors.query && (
          <Text role="alert" color="fg.error">
            {errors.query}
          </Text>
        )}
        <Switch.Root colorPalette="brand" checked={alert} onCheckedChange={(d) => setAlert(d.checked)}>
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>Email me when new listings match</Switch.Label>
        </Switch.Root>
        <RadioGroup.Root
          aria-label="How often"
          value={frequency}
          disabled={!alert}
          onValueChange={(d) => setFrequency((d.value as AlertFrequency | null) ?? 'daily')}
          colorPalette="brand"
        >
          <Text fontWeight="medium" mb={2} aria-hidden="true" color={alert ? undefined : 'fg.muted'}>
            How often
          </Text>
          <HStack gap={4} wrap="wrap">
            {alertFrequencies.map((f) => (
              <RadioGroup.Item key={f} value={f}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{alertFrequencyLabels[f]}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </HStack>
        </RadioGroup.Root>
        <ApiErrorAlert error={create.error} />
      </Stack>
    </Modal>
  );
}
