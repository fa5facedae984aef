import { useEffect, useState, type ReactNode } from 'react';
import { LazyMotion, MotionConfig, type FeatureBundle } from 'framer-motion';

type FeatureSet = 'animation' | 'drag';

const loaders: Record<FeatureSet, () => Promise<FeatureBundle>> = {
  animation: () => import('./animation-features').then((r) => r.default),
  // Animation plus drag and layout (framer-motion's domMax); only what drags loads it.
  drag: () => import('./drag-features').then((r) => r.default),
};

/**
 * framer-motion's features once they have arrived, null until then (or while `wanted` is false, to defer the
 * download). Render `m` elements only once they are here: one that mounts before them skips its first animation.
 */
export function useMotionFeatures(set: FeatureSet = 'animation', wanted = true): FeatureBundle | null {
  const [features, setFeatures] = useState<FeatureBundle | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let mounted = true;
    void loaders[set]().then((loaded) => mounted && setFeatures(loaded));
    return () => {
      mounted = false;
    };
  }, [set, wanted]);
  return features;
}

export interface MotionProviderProps {
  /** From useMotionFeatures. */
  features: FeatureBundle;
  children: ReactNode;
}

/**
 * LazyMotion and MotionConfig as every animated part needs them. Strict: a full `motion.*` component would pull every
 * feature into the bundle, so only `m.*` may render inside. `reducedMotion="user"`: under prefers-reduced-motion
 * transforms jump to their end (opacity and colour still fade), and nothing slides, scales or springs.
 */
export function MotionProvider({ features, children }: MotionProviderProps) {
  return (
    <LazyMotion features={features} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}
