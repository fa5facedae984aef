import type { FormEventHandler, ReactNode } from 'react';
import { Button, Portal, Stack } from '@xchange/ui';
import { Dialog } from '@xchange/ui/overlays';

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
    <Dialog.Root open={open} onOpenChange={(d) => !d.open && !saving && onClose()} placement="center" size={{ base: 'full', sm: 'md' }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={onSubmit} noValidate aria-label={title}>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap={4}>{children}</Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" colorPalette="gray" onClick={onClose} disabled={saving}>
                  Cancel
                </Button>
                <Button type="submit" colorPalette="brand" loading={saving} loadingText={submitLabel}>
                  {submitLabel}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
