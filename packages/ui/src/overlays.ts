// @xchange/ui/overlays — Chakra's Dialog and Drawer (one state machine, focus trap and dismissal, ~12 KB gzip) with
// Modal, the one dialog frame, ConfirmDialog and the account menus' ResponsiveSideNav. A separate shared entry, so a
// page without an overlay never downloads it: the shop's catalog loads its quick-view dialog and filter sheet lazily
// and stays on '@xchange/ui'.
export { Dialog, Drawer } from '@chakra-ui/react';
export { ConfirmDialog, type ConfirmDialogProps } from './components/confirm-dialog';
export { Modal, type ModalProps } from './components/modal';
export { ResponsiveSideNav, type ResponsiveSideNavProps } from './components/responsive-side-nav';
