import type { ComponentType, ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ShellContext } from '@xchange/contract';
import { ServerScreenProvider, UiProvider } from '@xchange/ui';
import { ShellProvider } from './shell-context';
import { RemoteErrorBoundary } from './remote-error-boundary';

export interface RemoteRootProps {
  name: string;
  shell: ShellContext;
  queryClient: QueryClient;
  /** BrowserRouter when mounted by the shell, MemoryRouter in tests. */
  Router: ComponentType<{ children: ReactNode }>;
  /** The server rendered the first view for a phone: its render and the hydrating one draw the phone's layout. */
  serverNarrow?: boolean;
  children: ReactNode;
}

/** The provider stack every remote root has: shell services, its own Chakra provider, queries, router, error boundary. */
export function RemoteRoot({ name, shell, queryClient, Router, serverNarrow = false, children }: RemoteRootProps) {
  return (
    <ShellProvider value={shell}>
      <UiProvider>
        <ServerScreenProvider narrow={serverNarrow}>
          <QueryClientProvider client={queryClient}>
            <Router>
              <div data-remote={name}>
                <RemoteErrorBoundary name={name}>{children}</RemoteErrorBoundary>
              </div>
            </Router>
          </QueryClientProvider>
        </ServerScreenProvider>
      </UiProvider>
    </ShellProvider>
  );
}

/** One query client per remote: no refetch on focus (pages load what they show); tests pass retry 0. */
export const createQueryClient = (retry = 1): QueryClient =>
  new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, retry } } });
