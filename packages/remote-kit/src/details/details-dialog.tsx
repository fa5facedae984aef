import type { ReactNode } from 'react';
import { Button, Portal } from '@xchange/ui';
import { Dialog } from '@xchange/ui/overlays';

export interface DetailsDialogProps<T> {
  /** What the dialog shows; null keeps it closed. */
  item: T | null;
  title: string;
  onClose: () => void;
  /** The body, drawn only while there is an item. */
  children: (item: T) => ReactNode;
  size?: Dialog.RootProps['size'];
  scrollBehavior?: Dialog.RootProps['scrollBehavior'];
}

/** A read-only View Details dialog: a title, the item's details and a Close button. */
export function DetailsDialog<T>({ item, title, onClose, children, size = 'lg', scrollBehavior }: DetailsDialogProps<T>) {
  return (
    <Dialog.Root open={item !== null} onOpenChange={(d) => !d.open && onClose()} placement="center" size={size} scrollBehavior={scrollBehavior}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {item !== null && <Dialog.Body>{children(item)}</Dialog.Body>}
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Close
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
