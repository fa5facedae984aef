// @xchange/ui/tooltip — Chakra's Tooltip and the floating-ui positioning it brings (~10 KB gzip): an entry of its own,
// so only the pages that show a tooltip download it (and a dialog does not bring it along).
export { Tooltip } from '@chakra-ui/react';
