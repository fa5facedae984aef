import { Button, Dialog, Portal } from '@chakra-ui/react';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question, e.g. 'Are you sure you want to delete this product?' (SPEC §8). */
  message: string;
  onConfirm: () => void;
  onCancel: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  /** While the confirmed action runs: the confirm button spins and Cancel is disabled. */
  loading?: boolean;
}

/** A modal yes/no question with Cancel and Confirm. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, message, onConfirm, onCancel, confirmLabel = 'Confirm', cancelLabel = 'Cancel', loading = false } = props;
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !loading) onCancel();
      }}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{message}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel} disabled={loading}>
                {cancelLabel}
              </Button>
              <Button colorPalette="brand" onClick={onConfirm} loading={loading} loadingText={confirmLabel}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
