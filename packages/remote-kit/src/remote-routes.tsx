import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { routesOf } from '@xchange/contract/core';
import type { RemoteName, RouteEntry } from '@xchange/contract';

export interface RemoteRoutesProps {
  remote: RemoteName;
  /** One page per route path this remote owns in the contract's route table. */
  pages: Readonly<Record<string, ComponentType>>;
  /** Wraps every page (sidebars, headers); it receives the matched route entry. */
  Layout?: ComponentType<{ route: RouteEntry; children: ReactNode }>;
}

/** A prefix route ('/product') owns '/product/:id' beneath it. */
export const routerPath = (entry: RouteEntry): string => (entry.match === 'prefix' ? `${entry.path}/:id` : entry.path);

/** The remote's Routes, generated from the contract's route table so it stays the single source. */
export function RemoteRoutes({ remote, pages, Layout }: RemoteRoutesProps) {
  return (
    <Routes>
      {routesOf(remote).map((entry) => {
        const Page = pages[entry.path];
        if (!Page) throw new Error(`Remote ${remote} has no page for ${entry.path}`);
        // A boundary per page: hydrating a page the server drew, React then hydrates it after the rest of the remote, in
        // slices that give way to the browser (and at once where the user clicks), instead of in one long task.
        const page = (
          <Suspense fallback={null}>
            <Page />
          </Suspense>
        );
        return <Route key={entry.path} path={routerPath(entry)} element={Layout ? <Layout route={entry}>{page}</Layout> : page} />;
      })}
      <Route path="*" element={null} />
    </Routes>
  );
}
