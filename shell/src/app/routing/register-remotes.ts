import { registerApplication, type LifeCycles } from 'single-spa';
import { remoteNames } from '@xchange/contract/core';
import type { GuardDecision, RemoteName, ShellContext } from '@xchange/contract';
import { appLoaders } from '../../federation/app-loaders';

/** The section of index.html a remote renders into. */
export const slotOf = (name: string): HTMLElement | null => document.getElementById(`mf-${name}`);

/** A remote is active exactly when the guard lets the current path render one of its routes. */
export const isActive = (decision: GuardDecision, name: RemoteName): boolean =>
  decision.kind === 'render' && decision.route.remote === name;

/** One single-spa application per remote, loaded through Module Federation. */
export function registerRemotes(context: ShellContext, decide: (pathname: string) => GuardDecision): void {
  for (const name of remoteNames) {
    registerApplication({
      name,
      app: appLoaders[name] as () => Promise<LifeCycles>,
      activeWhen: (location) => isActive(decide(location.pathname), name),
      customProps: {
        ...context,
        domElementGetter: () => {
          const slot = slotOf(name);
          if (!slot) throw new Error(`index.html has no slot #mf-${name}`);
          return slot;
        },
      },
    });
  }
}
