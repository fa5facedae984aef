import { screen } from '@testing-library/react';
import { routesOf } from '@xchange/contract';
import { routerPath } from '@xchange/remote-kit';
import { renderWithShell } from '@xchange/remote-kit/testing';
import { App, pages } from './app';

const owned = routesOf('shop');

describe('shop remote', () => {
  it('has a page for every route it owns and no other', () => {
    expect(Object.keys(pages).sort()).toEqual(owned.map((r) => r.path).sort());
  });

  it.each(owned.map((r) => routerPath(r).replace(':id', '42')))('renders an h1 at %s', async (path) => {
    renderWithShell(<App />, { route: path, remote: 'shop' });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument(); // the listing's page loads its code first
    expect(document.querySelector('[data-remote="shop"]')).not.toBeNull();
  });
});
