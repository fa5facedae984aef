// @xchange/ui — the only door to Chakra UI for the shell and every remote (they never import @chakra-ui/react).
// Shared as a singleton; @chakra-ui/react itself is not shared, so only what is re-exported here is bundled.
// Adding an export is a minor version bump: a remote must not rely on an export the loaded copy lacks (docs/architecture.md §4).

// Layout
export {
  Box,
  Flex,
  Stack,
  HStack,
  VStack,
  Grid,
  GridItem,
  SimpleGrid,
  Container,
  Center,
  Spacer,
  Wrap,
  Group,
  AspectRatio,
  Float,
} from '@chakra-ui/react';
// Typography and media
export { Heading, Text, Span, Strong, Link, List, Image, Icon, Badge, Separator, VisuallyHidden } from '@chakra-ui/react';
// Actions
export { Button, ButtonGroup, IconButton, CloseButton } from '@chakra-ui/react';
// Forms
export { Field, Input, InputGroup, Textarea, NativeSelect } from '@chakra-ui/react';
// Checkbox, RadioGroup and Switch live in '@xchange/ui/controls', dialogs in '@xchange/ui/overlays', Tooltip in
// '@xchange/ui/tooltip', framer-motion's `m`, MotionProvider and Pop in '@xchange/ui/motion', Combobox in
// '@xchange/ui/combobox', DataTable, ListFooter and SideNav in '@xchange/ui/tables' (see those files). Named here so
// every build that provides this ui provides them as well (Module Federation provides a shared entry only when the
// build imports it: they must run on the same build's Chakra as this ui), and a page can fetch one ahead of its first
// use.
export const preloadControls = () => import('@xchange/ui/controls');
export const preloadOverlays = () => import('@xchange/ui/overlays');
export const preloadTooltip = () => import('@xchange/ui/tooltip');
export const preloadMotion = () => import('@xchange/ui/motion');
export const preloadCombobox = () => import('@xchange/ui/combobox');
export const preloadTables = () => import('@xchange/ui/tables');
export { Portal } from '@chakra-ui/react';
// Data display
export { Table, Card, Avatar, Stat, Alert } from '@chakra-ui/react';
// Feedback
export { Spinner, Skeleton, SkeletonText } from '@chakra-ui/react';
// Styling escape hatch and hooks
export { chakra, useDisclosure, useBreakpointValue, useSlotRecipe } from '@chakra-ui/react';
export type {
  BoxProps,
  ButtonProps,
  FlexProps,
  StackProps,
  TextProps,
  HeadingProps,
  LinkProps,
  InputProps,
  HTMLChakraProps,
  SystemStyleObject,
} from '@chakra-ui/react';

// The Xchange system, provider and notices
export { system } from './system';
export { UiProvider } from './provider';
export { NoticeViewport, showNotice } from './notices';

// Shared components
export { Pagination, type PaginationProps } from './components/pagination';
export { pageRange, type PageItem } from './components/page-range';
export { PageSizeSelect, type PageSizeSelectProps } from './components/page-size-select';
export { EmptyState, type EmptyStateProps } from './components/empty-state';
export { TextInput, type TextInputProps } from './components/text-input';
export { PageFrame, ContentContainer, type PageFrameProps } from './components/page-frame';
export { useNarrowScreen, narrowScreenQueries, ServerScreenProvider } from './components/use-narrow-screen';
export { UnavailablePanel, type UnavailablePanelProps } from './components/unavailable-panel';
