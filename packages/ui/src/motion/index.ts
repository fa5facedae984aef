// @xchange/ui/motion — framer-motion (docs/architecture.md §2) through LazyMotion: `m` elements inside a MotionProvider
// once useMotionFeatures has them, and Pop. A shared entry of its own, so a page that never animates never downloads
// it; framer-motion itself is not in the share scope (shared, all of it would ship): it lives tree-shaken here, one
// copy per page like Chakra inside ui.
export { m, type PanInfo } from 'framer-motion';
export { MotionProvider, useMotionFeatures, type MotionProviderProps } from './motion-provider';
export { Pop, type PopProps } from './pop';
