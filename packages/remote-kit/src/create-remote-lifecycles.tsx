import React, { type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact, { type ReactAppOrParcel } from 'single-spa-react';
import { BrowserRouter } from 'react-router-dom';
import { hydrate } from '@tanstack/react-query';
import type { RemoteMountProps, RemoteName } from '@xchange/contract';
import { serverRenderedMark, signedInAs } from '@xchange/contract/core';
import { preloadParts } from './lazy-part';
import { createQueryClient, RemoteRoot } from './remote-root';
import { takeServerState } from './server-render/state-tag';

export type RemoteLifecycles = ReactAppOrParcel<RemoteMountProps>;

/** How long answers a server-rendered page came with count as fresh (as the shell's early answers: early-requests.ts). */
const servedFreshMs = 30_000;

/** Last resort when the provider stack itself throws (Chakra is then unusable): plain markup. */
function rootFailure(name: string) {
  return function RootFailure() {
    return (
      <p role="alert" data-remote={name}>
        This part of The Xchange Marketplace is temporarily unavailable. Please try again in a moment.
      </p>
    );
  };
}

/** single-spa lifecycles for a remote: its App inside the shell's context, Chakra, React Query and a BrowserRouter. */
export function createRemoteLifecycles({ name, App }: { name: RemoteName; App: ComponentType }): RemoteLifecycles {
  const queryClient = createQueryClient();
  // A first view the server rendered (server-render/): its answers go in the cache, so the first render matches it.
  const serverState = takeServerState(name);
  if (serverState) {
    hydrate(queryClient, serverState.queries);
    // The server fetched them as the page was asked for: what shows them in the next half minute does not ask again.
    const served = new Set(serverState.queries.queries.map((q) => q.queryHash));
    const until = Date.now() + servedFreshMs;
    const defaults = queryClient.getDefaultOptions();
    queryClient.setDefaultOptions({
      ...defaults,
      queries: { ...defaults.queries, refetchOnMount: (query) => !(served.has(query.queryHash) && Date.now() < until) },
    });
  }
  let hydrateNext = serverState !== null;
  // The code of the lazy parts it drew starts loading now, beside the rest of the remote's.
  const partsLoaded = serverState ? preloadParts(serverState.parts) : null;
  const Failure = rootFailure(name);
  function Root(props: RemoteMountProps) {
    return (
      <RemoteRoot name={name} shell={props} queryClient={queryClient} Router={BrowserRouter} serverNarrow={serverState?.narrow}>
        <App />
      </RemoteRoot>
    );
  }
  const lifecycles = singleSpaReact<RemoteMountProps>({
    React,
    ReactDOMClient,
    rootComponent: Root,
    domElementGetter: (props) => props.domElementGetter(),
    // Only the first mount can find server markup; a remount (back to this remote) renders afresh.
    renderType: () => {
      const type = hydrateNext ? 'hydrateRoot' : 'createRoot';
      hydrateNext = false;
      return type;
    },
    errorBoundary: (error: Error) => {
      console.error(`[remote ${name}] the root failed`, error);
      return <Failure />;
    },
  });
  return {
    ...lifecycles,
    // The server drew the page a visitor sees at the address it opened on: anyone else gets a page rendered afresh.
    mount: async (props) => {
      const here = `${location.pathname}${location.search}`;
      const slot = props.domElementGetter();
      if (hydrateNext && (signedInAs(props.session.getState()) !== null || here !== serverState?.url)) {
        hydrateNext = false;
        slot.replaceChildren();
      }
      const hydrating = hydrateNext;
      await lifecycles.mount(props);
      // Hydrated, but for the boundaries whose code is on its way: a click on one of those would be dropped.
      if (hydrating && partsLoaded) await partsLoaded;
      // The gateway marks a slot it rendered; unmarked, its buttons answer (end-to-end tests wait for that).
      slot.removeAttribute(serverRenderedMark);
    },
  };
}
