import { registerApplication, type LifeCycles } from 'single-spa';
import { remoteNames, type GuardDecision, type RemoteName, type ShellContext } from '@xchange/contract';

type Loader = () => Promise<LifeCycles>;

// Static specifiers so webpack wires each one to its federated remote.
const loaders: Record<RemoteName, Loader> = {
  marketing: () => import('marketing/app') as Promise<LifeCycles>,
  shop: () => import('shop/app') as Promise<LifeCycles>,
  buyer: () => import('buyer/app') as Promise<LifeCycles>,
  seller: () => import('seller/app') as Promise<LifeCycles>,
  admin: () => import('admin/app') as Promise<LifeCycles>,
};

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
      app: loaders[name],
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
