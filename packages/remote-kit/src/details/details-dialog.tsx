import type { ReactNode } from 'react';
import { Button } from '@xchange/ui';
import { Modal, type ModalProps } from '@xchange/ui/overlays';

export interface DetailsDialogProps<T> {
  /** What the dialog shows; null keeps it closed. */
  item: T | null;
  title: string;
  onClose: () => void;
  /** The body, drawn only while there is an item. */
  children: (item: T) => ReactNode;
  size?: ModalProps['size'];
  scrollBehavior?: ModalProps['scrollBehavior'];
}

/** A read-only View Details dialog: a title, the item's details and a Close button. */
export function DetailsDialog<T>({ item, title, onClose, children, size = 'lg', scrollBehavior }: DetailsDialogProps<T>) {
  return (
    <Modal
      open={item !== null}
      onClose={onClose}
      title={title}
      size={size}
      scrollBehavior={scrollBehavior}
      footer={
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      }
    >
      {item !== null && children(item)}
    </Modal>
  );
}
