import type { FormEventHandler, ReactNode } from 'react';
import { Button, Stack } from '@xchange/ui';
import { Modal } from '@xchange/ui/overlays';
import { ApiErrorAlert } from '@xchange/remote-kit';

export interface OfferFormDialogProps {
  title: string;
  /** What the dialog answers, e.g. '2 × Keysight DSOX3034A from Ada Byron'. */
  description: string;
  submitLabel: string;
  saving: boolean;
  error: Error | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  children: ReactNode;
}

/** A modal answer to an offer; it stays open, keeping what was typed and showing why, when the server refuses. */
export function OfferFormDialog({ title, description, submitLabel, saving, error, onSubmit, onClose, children }: OfferFormDialogProps) {
  return (
    <Modal
      open
      onClose={onClose}
      busy={saving}
      title={title}
      description={description}
      size="md"
      form={{ onSubmit, 'aria-label': title }}
      footer={
        <>
          <Button variant="outline" colorPalette="gray" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="brand" loading={saving} loadingText={submitLabel}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <Stack gap={4} mt={4}>
        {children}
        <ApiErrorAlert error={error} />
      </Stack>
    </Modal>
  );
}
