import { useState, type FormEvent } from 'react';
import { Button, Field, Input } from '@xchange/ui';
import { Modal } from '@xchange/ui/overlays';
import { savedSearchLimits } from '@xchange/contract/core';
import { savedSearchUpdateSchema, validate } from '@xchange/contract/forms';
import type { SavedSearch } from '@xchange/contract';
import { useUpdateSavedSearch } from '../api/update-saved-search';

/** Renames one saved search (names are unique per buyer: the server's refusal comes as a notice). */
export function RenameDialog({ search, onClose }: { search: SavedSearch; onClose: () => void }) {
  const update = useUpdateSavedSearch();
  const [name, setName] = useState(search.name);
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    const checked = validate(savedSearchUpdateSchema, { name });
    if (!checked.success) {
      setError(checked.fieldErrors.name);
      return;
    }
    setError(undefined);
    update.mutate({ id: search.id, change: checked.output }, { onSuccess: onClose });
  };
  const close = () => {
    if (!update.isPending) onClose();
  };

  return (
    <Modal
      open
      onClose={close}
      busy={update.isPending}
      title="Rename saved search"
      closeButton
      form={{ onSubmit: submit, 'aria-label': 'Rename saved search' }}
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="brand" loading={update.isPending} loadingText="Save name">
            Save name
          </Button>
        </>
      }
    >
      <Field.Root invalid={Boolean(error)} required mt={3}>
        <Field.Label>
          Name
          <Field.RequiredIndicator />
        </Field.Label>
        <Input maxLength={savedSearchLimits.nameMax} value={name} onChange={(e) => setName(e.currentTarget.value)} />
        {error && <Field.ErrorText>{error}</Field.ErrorText>}
      </Field.Root>
    </Modal>
  );
}
