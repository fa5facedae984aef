import { useState, type MouseEvent, type ReactNode } from 'react';
import { Box, Button, CloseButton, Drawer, Flex, Portal, Stack, VisuallyHidden, type StackProps } from '@chakra-ui/react';
import type { SideNavItem } from './side-nav';

export interface ResponsiveSideNavProps {
  /**
   * Below `md`: the caller's `useNarrowScreen()` from '@xchange/ui'. Handed in rather than asked here, so the hook stays
   * in ui's main entry and this overlays entry does not carry a second copy of it.
   */
  narrow: boolean;
  /** The menu button's and the drawer's name, e.g. 'Seller menu'. */
  menuLabel: string;
  /** Every entry of the sidebar: the button shows the active one's label, and a dot when any entry has one. */
  items: SideNavItem[];
  /** Screen-reader text of the dot. */
  dotLabel?: string;
  /** The sidebar's content: its SideNavs and actions such as Logout. */
  children: ReactNode;
  /** The sidebar's width and spacing at `md` and above. */
  asideProps?: StackProps;
}

/** Closes the drawer once a link or button inside it was chosen (it navigates or acts, so the menu is done). */
const closeOnChoice = (close: () => void) => (event: MouseEvent<HTMLElement>) => {
  if ((event.target as HTMLElement).closest('a, button')) close();
};

/**
 * An account sidebar: beside the page from `md` (768 px) up; below it a compact bar whose button names the current
 * page and opens the same content as a drawer from the start edge.
 */
export function ResponsiveSideNav({ narrow, menuLabel, items, dotLabel = 'new', children, asideProps }: ResponsiveSideNavProps) {
  const [open, setOpen] = useState(false);
  if (!narrow) {
    return (
      <Stack as="aside" gap={5} w="240px" flexShrink={0} borderEndWidth="1px" p={4} {...asideProps}>
        {children}
      </Stack>
    );
  }
  const current = items.find((item) => item.active)?.label;
  const dot = items.some((item) => item.dot);
  return (
    <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="start" size="xs">
      <Flex as="aside" align="center" px={4} py={2} borderBottomWidth="1px" bg="bg">
        <Drawer.Trigger asChild>
          <Button variant="outline" size="sm" maxW="full" color="fg">
            <Box as="span" aria-hidden fontSize="lg" lineHeight="1">
              ☰
            </Box>
            {current ? (
              <Box as="span" truncate>
                <VisuallyHidden>{menuLabel}: </VisuallyHidden>
                {current}
              </Box>
            ) : (
              menuLabel
            )}
            {dot && (
              <Box as="span" display="inline-block" boxSize="2" borderRadius="full" bg="red.solid" flexShrink={0}>
                <VisuallyHidden>{dotLabel}</VisuallyHidden>
              </Box>
            )}
          </Button>
        </Drawer.Trigger>
      </Flex>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{menuLabel}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body onClick={closeOnChoice(() => setOpen(false))}>
              <Stack gap={5}>{children}</Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
