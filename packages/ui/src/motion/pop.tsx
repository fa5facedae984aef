import { useState, type ReactNode } from 'react';
import { m } from 'framer-motion';
import { MotionProvider, useMotionFeatures } from './motion-provider';

export interface PopProps {
  /** A number that grows when something is added (a count): each time it goes up the content pops once. */
  value: number;
  /** Pop once on mount as well, for a Pop mounted because the value just went up. */
  popOnMount?: boolean;
  children: ReactNode;
}

const still = { display: 'inline-flex' } as const;

/** Scales its content up and back each time `value` goes up; stays still when it goes down and under reduced motion. */
export function Pop({ value, popOnMount = false, children }: PopProps) {
  const [seen, setSeen] = useState({ value, pops: popOnMount ? 1 : 0 });
  if (value !== seen.value) setSeen({ value, pops: value > seen.value ? seen.pops + 1 : seen.pops });
  const features = useMotionFeatures();
  if (!features) return <span style={still}>{children}</span>;
  return (
    <MotionProvider features={features}>
      <m.span
        // A new key starts the keyframes again for every pop.
        key={seen.pops}
        data-pops={seen.pops}
        style={still}
        initial={{ scale: 1 }}
        animate={seen.pops > 0 ? { scale: [1, 1.35, 1] } : undefined}
        transition={{ duration: 0.35, ease: 'easeOut' }}
      >
        {children}
      </m.span>
    </MotionProvider>
  );
}
