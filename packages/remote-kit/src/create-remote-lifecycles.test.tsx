import { act, screen, waitFor } from '@testing-library/react';
import type { RemoteMountProps } from '@xchange/contract';
import { createTestCartStore, createTestSessionStore } from './testing';
import { createRemoteLifecycles } from './create-remote-lifecycles';
import { useSession } from './hooks';

function Greeting() {
  const first = useSession((s) => s.data?.firstname);
  return <h1>Welcome {first}</h1>;
}

type LifecycleProps = Parameters<ReturnType<typeof createRemoteLifecycles>['mount']>[0];

function props(slot: HTMLElement): LifecycleProps {
  const shellProps: RemoteMountProps = {
    name: 'test-remote',
    domElementGetter: () => slot,
    session: createTestSessionStore({ type: 'buyer', data: { id: 1, firstname: 'Ada' } }),
    cart: createTestCartStore(),
    notify: jest.fn(),
    navigate: jest.fn(),
    api: {} as RemoteMountProps['api'],
    launched: true,
  };
  // single-spa adds its own AppProps at mount; the remote only reads the ShellContext part.
  return shellProps as LifecycleProps;
}

describe('createRemoteLifecycles', () => {
  it('mounts the App into the slot with the shell session, then unmounts it', async () => {
    const slot = document.createElement('div');
    document.body.appendChild(slot);
    const lifecycles = createRemoteLifecycles({ name: 'buyer', App: Greeting });
    const p = props(slot);
    await lifecycles.bootstrap(p);
    // mount resolves after React commits, so it is awaited outside act().
    let mounted: Promise<unknown> = Promise.resolve();
    act(() => {
      mounted = lifecycles.mount(p);
    });
    await mounted;
    expect(await screen.findByRole('heading', { name: 'Welcome Ada' })).toBeInTheDocument();
    expect(slot.querySelector('[data-remote="buyer"]')).not.toBeNull();
    let unmounted: Promise<unknown> = Promise.resolve();
    act(() => {
      unmounted = lifecycles.unmount(p);
    });
    await unmounted;
    await waitFor(() => expect(slot).toBeEmptyDOMElement());
  });
});
