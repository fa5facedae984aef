import type { ComponentProps, ReactNode } from 'react';
import { LazyMotion, MotionConfig } from 'framer-motion';

type Features = ComponentProps<typeof LazyMotion>['features'];

/** framer-motion's animation features; an element that must animate as it mounts waits for them (see Pop). */
export const loadAnimation = () => import('./animation-features').then((r) => r.default);
const loadDrag = () => import('./drag-features').then((r) => r.default);

/**
 * LazyMotion and MotionConfig as every animated part needs them. Strict: a full `motion.*` component would pull every
 * feature into the bundle, so only `m.*` may render inside. `reducedMotion="user"`: under prefers-reduced-motion
 * transforms and layout jump to their end (opacity and colour still fade), and nothing slides, scales or springs.
 */
export function MotionSettings({ features, children }: { features: Features; children: ReactNode }) {
  return (
    <LazyMotion features={features} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}

export interface MotionProviderProps {
  /** 'drag' adds dragging to animation (framer-motion's larger feature set); ask for it only where something drags. */
  features?: 'animation' | 'drag';
  children: ReactNode;
}

/**
 * Wrap what animates (not a whole root): framer-motion's features download when this first mounts, so a page that
 * never animates never fetches them. An `m` element that mounts before they arrive skips its first animation.
 */
export function MotionProvider({ features = 'animation', children }: MotionProviderProps) {
  return <MotionSettings features={features === 'drag' ? loadDrag : loadAnimation}>{children}</MotionSettings>;
}
