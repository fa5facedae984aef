import { use } from 'react';
import { screen } from '@testing-library/react';
import { RemoteRoutes } from './remote-routes';
import { renderWithShell } from './testing';

const pages = {
  '/xchangeShop': () => <h1>Shop</h1>,
  '/product': () => <h1>Product</h1>,
  '/compare': () => <h1>Compare</h1>,
  '/seller': () => <h1>Storefront</h1>,
};

describe('RemoteRoutes', () => {
  it('renders the page of an exact route', () => {
    renderWithShell(<RemoteRoutes remote="shop" pages={pages} />, { route: '/xchangeShop' });
    expect(screen.getByRole('heading', { level: 1, name: 'Shop' })).toBeInTheDocument();
  });

  it('renders a prefix route for a path beneath it, inside the layout', () => {
    renderWithShell(
      <RemoteRoutes remote="shop" pages={pages} Layout={({ route, children }) => <main aria-label={route.path}>{children}</main>} />,
      { route: '/product/12' },
    );
    expect(screen.getByRole('main', { name: '/product' })).toContainElement(screen.getByRole('heading', { name: 'Product' }));
  });

  it('keeps the layout on screen while a page waits for something (each page is its own boundary)', async () => {
    const never = new Promise<never>(() => {});
    const Waiting = () => <h1>{use(never)}</h1>;
    renderWithShell(
      <RemoteRoutes
        remote="shop"
        pages={{ ...pages, '/compare': Waiting }}
        Layout={({ children }) => (
          <main>
            <nav aria-label="Compare tools">Tools</nav>
            {children}
          </main>
        )}
      />,
      { route: '/compare' },
    );
    expect(await screen.findByRole('navigation', { name: 'Compare tools' })).toBeInTheDocument();
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
