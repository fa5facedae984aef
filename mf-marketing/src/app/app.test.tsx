import { screen } from '@testing-library/react';
import { routesOf } from '@xchange/contract';
import { renderWithShell } from '@xchange/remote-kit/testing';
import { App } from './app';

const owned = routesOf('marketing').map((r) => r.path);

describe('marketing remote', () => {
  it.each(owned)('renders a page with an h1 at %s', async (path) => {
    renderWithShell(<App />, { route: path, remote: 'marketing' });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(document.querySelector('[data-remote="marketing"]')).not.toBeNull();
  });

  it('gives every page its own document title and meta description', async () => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const path of owned) {
      const { unmount } = renderWithShell(<App />, { route: path });
      await screen.findByRole('heading', { level: 1 }); // account pages load their code first
      titles.add(document.title);
      descriptions.add(document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '');
      unmount();
    }
    expect(titles.size).toBe(owned.length);
    expect(descriptions.size).toBe(owned.length);
    expect([...titles].every((t) => t.endsWith(' | The Xchange Marketplace'))).toBe(true);
  });

  it('never tells a user that a page is unfinished', async () => {
    for (const path of owned) {
      const { container, unmount } = renderWithShell(<App />, { route: path });
      await screen.findByRole('heading', { level: 1 });
      expect(container.textContent).not.toMatch(/todo|lorem|placeholder|under construction/i);
      if (path !== '/') expect(container.textContent).not.toMatch(/coming soon/i);
      unmount();
    }
  });
});
