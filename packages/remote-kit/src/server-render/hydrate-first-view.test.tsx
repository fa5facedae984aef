import { Suspense, createElement, type ComponentType } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { dehydrate, useQuery } from '@tanstack/react-query';
import type { RemoteMountProps } from '@xchange/contract';
import { useNarrowScreen } from '@xchange/ui';
import { createTestCartStore, createTestSessionStore } from '../testing';
import { createRemoteLifecycles } from '../create-remote-lifecycles';
import { lazyPart } from '../lazy-part';
import { createQueryClient, RemoteRoot } from '../remote-root';
import { serverStateTag } from './state-tag';
import { visitorShell } from './visitor-shell';

const listing = jest.fn(async () => ({ name: 'Rohde & Schwarz FSW26' }));

function Listing() {
  const { data } = useQuery({ queryKey: ['listing', 12], queryFn: listing });
  const narrow = useNarrowScreen();
  return (
    <>
      <h1>{data ? data.name : 'Loading the listing'}</h1>
      <p>{narrow ? 'Laid out for a phone' : 'Laid out for a desk'}</p>
    </>
  );
}

/** The slot as a page the server rendered arrives: the first view's markup, and the answers it was drawn from. */
async function serverRenderedSlot(renderedUrl = `${location.pathname}${location.search}`, narrow = false): Promise<HTMLElement> {
  const client = createQueryClient(0);
  await client.prefetchQuery({ queryKey: ['listing', 12], queryFn: listing });
  const shell = visitorShell({} as RemoteMountProps['api']);
  const html = renderToString(
    <RemoteRoot name="shop" shell={shell} queryClient={client} Router={MemoryRouter} serverNarrow={narrow}>
      <Listing />
    </RemoteRoot>,
  );
  const tag = serverStateTag('shop', { url: renderedUrl, narrow, queries: dehydrate(client), parts: [] });
  document.body.innerHTML = `<section id="mf-shop" data-server-rendered>${html}</section>${tag}`;
  listing.mockClear();
  return document.getElementById('mf-shop')!;
}

async function mount(slot: HTMLElement, signedIn: boolean, App: ComponentType = Listing, meanwhile = async () => {}) {
  const lifecycles = createRemoteLifecycles({ name: 'shop', App });
  const props = {
    name: 'shop',
    domElementGetter: () => slot,
    session: createTestSessionStore(signedIn ? { type: 'buyer', data: { id: 1, firstname: 'Ada' } } : undefined),
    cart: createTestCartStore(),
    notify: jest.fn(),
    navigate: jest.fn(),
    api: {} as RemoteMountProps['api'],
    launched: true,
  } as RemoteMountProps as Parameters<typeof lifecycles.mount>[0];
  await lifecycles.bootstrap(props);
  let mounted: Promise<unknown> = Promise.resolve();
  act(() => {
    mounted = lifecycles.mount(props);
  });
  await meanwhile();
  await mounted;
}

describe('a first view the server rendered', () => {
  let errors: jest.SpyInstance;
  beforeEach(() => {
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => errors.mockRestore());

  it('is hydrated for a visitor: its elements stay, drawn from the answers it came with', async () => {
    const slot = await serverRenderedSlot();
    const heading = screen.getByRole('heading', { name: 'Rohde & Schwarz FSW26' });
    await mount(slot, false);
    expect(screen.getByRole('heading', { name: 'Rohde & Schwarz FSW26' })).toBe(heading);
    expect(document.getElementById('xchange-ssr-shop')).toBeNull();
    // the server has just fetched what it shows: the browser does not ask again
    expect(listing).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    // taken over: the slot no longer says it is waiting for its script
    expect(slot).not.toHaveAttribute('data-server-rendered');
  });

  it('keeps the phone layout the server drew while hydrating, then follows the window', async () => {
    // jsdom's window is no phone: hydrating with its own answer would not match the server's markup
    const slot = await serverRenderedSlot(undefined, true);
    expect(screen.getByText('Laid out for a phone')).toBeInTheDocument();
    const heading = screen.getByRole('heading', { name: 'Rohde & Schwarz FSW26' });
    await mount(slot, false);
    expect(await screen.findByText('Laid out for a desk')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Rohde & Schwarz FSW26' })).toBe(heading);
    expect(errors).not.toHaveBeenCalled();
  });

  it.each([
    ['a signed-in user, whose page differs from a visitor’s', true, undefined],
    ['a page whose address changed before the remote loaded', false, '/product/13'],
  ])('is drawn afresh for %s', async (_, signedIn, renderedUrl) => {
    const slot = await serverRenderedSlot(renderedUrl);
    const heading = screen.getByRole('heading', { name: 'Rohde & Schwarz FSW26' });
    await mount(slot, signedIn);
    const drawn = await screen.findByRole('heading', { name: 'Rohde & Schwarz FSW26' });
    expect(drawn).not.toBe(heading);
    expect(slot.querySelectorAll('h1')).toHaveLength(1);
    expect(slot).not.toHaveAttribute('data-server-rendered');
    expect(errors).not.toHaveBeenCalled();
  });

  it('takes clicks on a lazily loaded part once its code has arrived, and the first one counts', async () => {
    const ordered = jest.fn();
    const OrderButton = () => <button onClick={ordered}>Order</button>;
    let arrive = () => {};
    // a part whose code arrives when the test says (after the rest of the remote's)
    const Order = lazyPart('order-button', () => new Promise<ComponentType>((resolve) => (arrive = () => resolve(OrderButton))));
    const drawn = (Part: ComponentType) =>
      function OrderPage() {
        return (
          <Suspense fallback={null}>
            <Part />
          </Suspense>
        );
      };
    const html = renderToString(
      <RemoteRoot name="shop" shell={visitorShell({} as RemoteMountProps['api'])} queryClient={createQueryClient(0)} Router={MemoryRouter}>
        {createElement(drawn(OrderButton))}
      </RemoteRoot>,
    );
    const url = `${location.pathname}${location.search}`;
    const tag = serverStateTag('shop', { url, narrow: false, queries: { mutations: [], queries: [] }, parts: ['order-button'] });
    document.body.innerHTML = `<section id="mf-shop" data-server-rendered>${html}</section>${tag}`;
    const slot = document.getElementById('mf-shop')!;
    const button = screen.getByRole('button', { name: 'Order' });
    // the part's code arrives as in a browser, on its own time: not inside one of React's test scopes
    const scoped = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      await mount(slot, false, drawn(Order), async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        // hydrated but for the part, whose code is still coming: its button takes no click yet
        expect(slot).toHaveAttribute('data-server-rendered');
        arrive();
      });
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = scoped;
    }
    expect(slot).not.toHaveAttribute('data-server-rendered');
    fireEvent.click(button);
    expect(ordered).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Order' })).toBe(button);
    expect(errors).not.toHaveBeenCalled();
  });
});
