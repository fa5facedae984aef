// @xchange/ui/overlays — dialogs: Chakra's Dialog (its state machine, focus trap and dismissal, ~12 KB gzip) with
// Modal, the one dialog frame, and ConfirmDialog. A separate shared entry, so a page without a dialog never downloads
// it: the shop's catalog loads its quick-view dialog lazily and stays on '@xchange/ui'.
export { Dialog } from '@chakra-ui/react';
export { ConfirmDialog, type ConfirmDialogProps } from './components/confirm-dialog';
export { Modal, type ModalProps } from './components/modal';
