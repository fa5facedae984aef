import type { ComponentType, ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ShellContext } from '@xchange/contract';
import { UiProvider } from '@xchange/ui';
import { ShellProvider } from './shell-context';
import { RemoteErrorBoundary } from './remote-error-boundary';

export interface RemoteRootProps {
  name: string;
  shell: ShellContext;
  queryClient: QueryClient;
  /** BrowserRouter when mounted by the shell, MemoryRouter in tests. */
  Router: ComponentType<{ children: ReactNode }>;
  children: ReactNode;
}

/** The provider stack every remote root has: shell services, its own Chakra provider, queries, router, error boundary. */
export function RemoteRoot({ name, shell, queryClient, Router, children }: RemoteRootProps) {
  return (
    <ShellProvider value={shell}>
      <UiProvider>
        <QueryClientProvider client={queryClient}>
          <Router>
            <div data-remote={name}>
              <RemoteErrorBoundary name={name}>{children}</RemoteErrorBoundary>
            </div>
          </Router>
        </QueryClientProvider>
      </UiProvider>
    </ShellProvider>
  );
}

/** One query client per remote: no refetch on focus (pages load what they show); tests pass retry 0. */
export const createQueryClient = (retry = 1): QueryClient =>
  new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, retry } } });
