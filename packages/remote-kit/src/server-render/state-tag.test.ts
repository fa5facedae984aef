import { serverStateId, serverStateTag, takeServerState } from './state-tag';

const state = {
  url: '/product/12',
  narrow: false,
  parts: ['product-page'],
  queries: { mutations: [], queries: [{ queryKey: ['listing', 12], queryHash: '["listing",12]', state: { data: { name: 'FSW26' } } }] },
};

describe('the server state tag', () => {
  afterEach(() => document.body.replaceChildren());

  it('is taken once: the remote reads it and removes it from the page', () => {
    document.body.insertAdjacentHTML('beforeend', serverStateTag('shop', state as never));
    expect(takeServerState('shop')).toEqual(state);
    expect(document.getElementById(serverStateId('shop'))).toBeNull();
    expect(takeServerState('shop')).toBeNull();
  });

  it('belongs to one remote', () => {
    document.body.insertAdjacentHTML('beforeend', serverStateTag('shop', state as never));
    expect(takeServerState('marketing')).toBeNull();
  });

  it.each([
    ['does not parse', '{"queries":'],
    ['is not a rendered state', '{"queries":[]}'],
    ['names its parts with other than text', '{"url":"/","narrow":false,"parts":[{}],"queries":{"queries":[]}}'],
  ])('reads as nothing to hydrate when it %s', (_, text) => {
    document.body.insertAdjacentHTML('beforeend', `<script type="application/json" id="${serverStateId('shop')}">${text}</script>`);
    expect(takeServerState('shop')).toBeNull();
  });

  it('keeps a listing name that holds a closing script tag inside the tag', () => {
    const name = '</script><script>alert(1)</script>';
    const tag = serverStateTag('shop', {
      url: '/product/12',
      narrow: false,
      parts: [],
      queries: { mutations: [], queries: [{ state: { data: { name } } }] },
    } as never);
    expect(tag.match(/<\/script>/g)).toHaveLength(1);
    document.body.insertAdjacentHTML('beforeend', tag);
    expect(document.querySelectorAll('script')).toHaveLength(1);
    expect(JSON.stringify(takeServerState('shop'))).toContain(name);
  });
});
