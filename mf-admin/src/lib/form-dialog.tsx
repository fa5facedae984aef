import type { FormEventHandler, ReactNode } from 'react';
import { Button, Stack } from '@xchange/ui';
import { Modal } from '@xchange/ui/overlays';

export interface FormDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  saving: boolean;
  children: ReactNode;
  submitLabel?: string;
}

/** A modal form with Cancel and Save; it stays open (keeping what was typed) until the parent closes it. */
export function FormDialog({ open, title, onClose, onSubmit, saving, children, submitLabel = 'Save' }: FormDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      busy={saving}
      title={title}
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
      <Stack gap={4}>{children}</Stack>
    </Modal>
  );
}
