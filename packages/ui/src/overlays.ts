// @xchange/ui/overlays — the components built on Ark/Zag state machines with positioning, focus trapping and dismissal
// (about 40 KB gzip of floating-ui, focus-trap, menu, tooltip, tabs…). A separate shared entry, so a page that shows
// none of them never downloads them: the shop's catalog loads its quick-view dialog lazily and stays on '@xchange/ui'.
export { Dialog, Drawer, Menu, Popover, Tooltip, Tabs, Accordion } from '@chakra-ui/react';
export { ConfirmDialog, type ConfirmDialogProps } from './components/confirm-dialog';
export { Modal, type ModalProps } from './components/modal';
