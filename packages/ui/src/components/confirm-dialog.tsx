import { Button } from '@chakra-ui/react';
import { Modal } from './modal';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question, e.g. 'Are you sure you want to delete this product?' (docs/product.md §8). */
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
    <Modal
      role="alertdialog"
      open={open}
      onClose={onCancel}
      busy={loading}
      title={title}
      description={message}
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={loading}>
            {cancelLabel}
          </Button>
          <Button colorPalette="brand" onClick={onConfirm} loading={loading} loadingText={confirmLabel}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
