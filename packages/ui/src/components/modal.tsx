import type { ComponentProps, ReactNode } from 'react';
import { CloseButton, Dialog, Portal, chakra } from '@chakra-ui/react';

export interface ModalProps {
  open: boolean;
  /** Called when Escape, a click outside or the close button asks to close (not while `busy`). */
  onClose: () => void;
  /** The header's title and the dialog's name. Leave it out only when the body holds its own `Dialog.Title`. */
  title?: string;
  /** Text under the title that names what the dialog is about (its accessible description). */
  description?: ReactNode;
  /** The body; null or false draws none (e.g. while the dialog closes on a cleared item). */
  children?: ReactNode;
  /** The footer's buttons. */
  footer?: ReactNode;
  /** An X in the top corner that closes the dialog. */
  closeButton?: boolean;
  /** While an action runs: Escape and a click outside do not close the dialog. */
  busy?: boolean;
  /** Makes header, body and footer one form, so Enter and a `type="submit"` footer button submit it. */
  form?: Pick<ComponentProps<'form'>, 'onSubmit' | 'aria-label'>;
  role?: Dialog.RootProps['role'];
  size?: Dialog.RootProps['size'];
  scrollBehavior?: Dialog.RootProps['scrollBehavior'];
  contentProps?: Dialog.ContentProps;
}

/** The one dialog frame: a centred modal with a title, a body, a footer and the ways to close it. */
export function Modal(props: ModalProps) {
  const { open, onClose, title, description, children, footer, closeButton = false, busy = false, form } = props;
  const hasBody = description != null || (children != null && children !== false);
  const sections = (
    <>
      {title !== undefined && (
        <Dialog.Header>
          <Dialog.Title>{title}</Dialog.Title>
        </Dialog.Header>
      )}
      {hasBody && (
        // Without a header the body starts below the close button in the corner.
        <Dialog.Body pt={title === undefined ? 12 : undefined}>
          {description != null && <Dialog.Description>{description}</Dialog.Description>}
          {children}
        </Dialog.Body>
      )}
      {footer != null && <Dialog.Footer>{footer}</Dialog.Footer>}
      {closeButton && (
        <Dialog.CloseTrigger asChild>
          <CloseButton size="sm" aria-label="Close" />
        </Dialog.CloseTrigger>
      )}
    </>
  );
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !busy) onClose();
      }}
      role={props.role}
      placement="center"
      size={props.size}
      // The body scrolls inside the dialog, so the footer's main action stays on screen on a phone.
      scrollBehavior={props.scrollBehavior ?? 'inside'}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...props.contentProps}>
            {form ? (
              <chakra.form noValidate display="flex" flexDirection="column" flex="1" minH="0" {...form}>
                {sections}
              </chakra.form>
            ) : (
              sections
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
