import { useEffect } from 'react';
import { Box, CloseButton, Flex } from '@xchange/ui';
import { NavLinks } from './nav-links';

export interface MobileMenuProps {
  current: string | undefined;
  onClose: () => void;
}

/** Narrow screens: a full-screen list of the header links; closes on navigation or Escape. */
export function MobileMenu({ current, onClose }: MobileMenuProps) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <Box
      id="shell-mobile-menu"
      role="dialog"
      aria-modal="true"
      aria-label="Site menu"
      position="fixed"
      inset="0"
      zIndex="modal"
      bg="white"
      px="6"
      py="4"
    >
      <Flex justify="flex-end">
        <CloseButton aria-label="Close menu" size="lg" onClick={onClose} />
      </Flex>
      <NavLinks current={current} onNavigate={onClose} layout="menu" />
    </Box>
  );
}
