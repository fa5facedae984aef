import React, { type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact, { type ReactAppOrParcel } from 'single-spa-react';
import { BrowserRouter } from 'react-router-dom';
import type { RemoteMountProps, RemoteName } from '@xchange/contract';
import { createQueryClient, RemoteRoot } from './remote-root';

export type RemoteLifecycles = ReactAppOrParcel<RemoteMountProps>;

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
  const Failure = rootFailure(name);
  function Root(props: RemoteMountProps) {
    return (
      <RemoteRoot name={name} shell={props} queryClient={queryClient} Router={BrowserRouter}>
        <App />
      </RemoteRoot>
    );
  }
  return singleSpaReact<RemoteMountProps>({
    React,
    ReactDOMClient,
    rootComponent: Root,
    domElementGetter: (props) => props.domElementGetter(),
    errorBoundary: (error: Error) => {
      console.error(`[remote ${name}] the root failed`, error);
      return <Failure />;
    },
  });
}
