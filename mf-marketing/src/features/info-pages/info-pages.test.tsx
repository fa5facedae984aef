import { screen } from '@testing-library/react';
import { renderWithShell } from '@xchange/remote-kit/testing';
import { infoPages } from './info-pages';

const staticPaths = ['/aboutus', '/support', '/advertise', '/rent', '/lease', '/faq', '/terms-and-condition', '/career', '/contact', '/contactus', '/privacy', '/sell', '/service-connect'];

describe('static pages', () => {
  it('covers every static route', () => {
    expect(Object.keys(infoPages).sort()).toEqual([...staticPaths].sort());
  });

  it.each(staticPaths)('%s has a banner heading, text and a Join Us link to /loginpage', (path) => {
    const Page = infoPages[path]!;
    renderWithShell(<Page />, { route: path });
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join Us' })).toHaveAttribute('href', '/loginpage');
  });

  it('support states the support hours', () => {
    const Support = infoPages['/support']!;
    renderWithShell(<Support />, { route: '/support' });
    expect(screen.getByText(/Monday to Friday, 9:00 AM to 6:00 PM \(UTC-5\)/)).toBeInTheDocument();
  });
});
