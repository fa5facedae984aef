import { screen, within } from '@testing-library/react';
import { routesOf } from '@xchange/contract';
import { renderWithShell } from '@xchange/remote-kit/testing';
import { App, pages } from './app';

const admin = { type: 'admin' as const, data: { id: 1, name: 'Site Admin', authuser: 'admin@xchange.test' } };
const headings: Record<string, string> = {
  '/admin-login': 'Admin Login',
  '/admin-buyer': 'Buyers Profile',
  '/admin-seller': 'Sellers Profile',
  '/admin-profile': 'Admin Profile',
  '/admin-seller-promotion': 'Active Promotions',
  '/admin-upcoming-seller-promotion': 'Upcoming Promotions',
  '/admin-advertisement': 'Advertisements',
  '/admin-brands': 'Brands',
  '/admin-category': 'Categories',
  '/admin-specifications': 'Specifications',
  '/admin-audit-log': 'Audit Log',
  '/admin-reviews': 'Reviews',
};
const owned = routesOf('admin').map((r) => r.path);

describe('admin remote', () => {
  it('has a page for every route it owns and no other', () => {
    expect(Object.keys(pages).sort()).toEqual([...owned].sort());
  });

  it.each(owned)('renders its h1 at %s', (path) => {
    renderWithShell(<App />, { route: path, session: admin, remote: 'admin' });
    expect(screen.getByRole('heading', { level: 1, name: headings[path] })).toBeInTheDocument();
    expect(document.querySelector('[data-remote="admin"]')).not.toBeNull();
  });

  it('shows the side menu on admin pages with every admin link', () => {
    renderWithShell(<App />, { route: '/admin-brands', session: admin });
    const menu = within(screen.getByRole('navigation', { name: 'Admin' }));
    expect(menu.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual(
      owned.filter((p) => p !== '/admin-login').map((p) => [headings[p], p]),
    );
    expect(menu.getByRole('link', { name: 'Brands' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the login page without the side menu, with its sign-in form', () => {
    renderWithShell(<App />, { route: '/admin-login' });
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'LOGIN' })).toBeInTheDocument();
  });

  it('Logout signs out and goes to the admin login page', async () => {
    const { user, navigate, session } = renderWithShell(<App />, { route: '/admin-profile', session: admin });
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(session.getState().token).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/admin-login');
  });

  it('gives every page its own document title', () => {
    const titles = new Set(
      owned.map((path) => {
        const { unmount } = renderWithShell(<App />, { route: path, session: admin });
        const title = document.title;
        unmount();
        return title;
      }),
    );
    expect(titles.size).toBe(owned.length);
  });
});
