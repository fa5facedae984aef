import { useState, type ReactNode } from 'react';
import { m, MotionProvider, useMotionFeatures, type PanInfo } from '@xchange/ui/motion';

/** Seconds of the release velocity a swipe carries on: a quick flick turns the slide even when the drag was short. */
const momentum = 0.2;
/** How far (the drag plus its momentum) a swipe must carry to turn the slide: a fifth of a slide, at least 40 px. */
const turnDistance = (width: number) => Math.max(40, width / 5);
const spring = { type: 'spring', stiffness: 320, damping: 36 } as const;

export interface DraggableTrackProps {
  /** The slide shown, of `count`, each `width` px wide. */
  current: number;
  count: number;
  width: number;
  /** A drag let go: -1, 0 or 1 slides to move by. */
  onTurn: (step: -1 | 0 | 1) => void;
  /** What to show until framer-motion's drag has arrived: the same slides on a CSS track. */
  fallback: ReactNode;
  children: ReactNode;
}

/** The reviews' track with framer-motion: dragged or swiped with momentum, it springs to a slide. */
export default function DraggableTrack({ current, count, width, onTurn, fallback, children }: DraggableTrackProps) {
  const features = useMotionFeatures('drag');
  // Counts drags let go, so a drag that does not turn the slide still springs back to it.
  const [releases, setReleases] = useState(0);
  if (!features) return fallback;
  const onDragEnd = (_: unknown, { offset, velocity }: PanInfo) => {
    const carried = offset.x + velocity.x * momentum;
    setReleases((n) => n + 1);
    onTurn(Math.abs(carried) < turnDistance(width) ? 0 : carried < 0 ? 1 : -1);
  };
  // A new label on each release or resize lets framer-motion replay `[null, x]` (from where the drag left it) even to the same slide.
  const at = `slide-${current}-${releases}-${width}`;
  return (
    <MotionProvider features={features}>
      <m.div
        data-testid="reviews-track"
        style={{ display: 'flex', touchAction: 'pan-y', cursor: 'grab' }}
        drag="x"
        dragConstraints={{ left: -(count - 1) * width, right: 0 }}
        dragElastic={0.15}
        dragMomentum={false}
        onDragEnd={onDragEnd}
        variants={{ [at]: { x: [null, -current * width] } }}
        initial={false}
        animate={at}
        transition={spring}
        aria-live="polite"
      >
        {children}
      </m.div>
    </MotionProvider>
  );
}
