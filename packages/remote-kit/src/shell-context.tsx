import { createContext, useContext, type ReactNode } from 'react';
import type { ShellContext } from '@xchange/contract';

const ShellReactContext = createContext<ShellContext | null>(null);

/** Hands the shell's services (customProps) to a remote's React tree; tests hand in their own. */
export function ShellProvider({ value, children }: { value: ShellContext; children: ReactNode }) {
  return <ShellReactContext.Provider value={value}>{children}</ShellReactContext.Provider>;
}

/** The ShellContext of the nearest ShellProvider. */
export function useShell(): ShellContext {
  const shell = useContext(ShellReactContext);
  if (!shell) throw new Error('useShell() needs a ShellProvider: render through createRemoteLifecycles or renderWithShell.');
  return shell;
}
