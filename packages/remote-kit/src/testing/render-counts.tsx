import { Profiler, type ComponentType, type ProfilerOnRenderCallback } from 'react';

const counts = new Map<string, number>();
const onRender: ProfilerOnRenderCallback = (id) => counts.set(id, (counts.get(id) ?? 0) + 1);

/** How often each component wrapped by `profiled` has rendered, by id, since the last `reset`. */
export const renderCounts = {
  of: (id: string): number => counts.get(id) ?? 0,
  /** Every id whose name starts with `prefix`, with its count. */
  matching: (prefix: string): Record<string, number> => Object.fromEntries([...counts].filter(([id]) => id.startsWith(prefix))),
  reset: (): void => counts.clear(),
};

/**
 * The component inside React's <Profiler>, counted under `idOf(props)`: for a jest.mock factory that wraps a real
 * component (jest.requireActual), so a test can fail when it renders more than once per change of what it shows.
 */
export function profiled<P extends object>(Component: ComponentType<P>, idOf: (props: P) => string): ComponentType<P> {
  return function Profiled(props: P) {
    return (
      <Profiler id={idOf(props)} onRender={onRender}>
        <Component {...props} />
      </Profiler>
    );
  };
}
