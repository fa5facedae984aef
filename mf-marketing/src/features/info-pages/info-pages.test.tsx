import { screen, within } from '@testing-library/react';
import { renderWithShell } from '@xchange/remote-kit/testing';
import { infoPageContent, infoPages } from './info-pages';

const staticPaths = [
  '/aboutus',
  '/support',
  '/advertise',
  '/rent',
  '/faq',
  '/terms-and-condition',
  '/career',
  '/privacy',
  '/sell',
  '/service-connect',
];
const render = (path: string) => {
  const Page = infoPages[path.split('#')[0]!]!;
  return renderWithShell(<Page />, { route: path });
};

describe('static pages', () => {
  it('covers every static route', () => {
    expect(Object.keys(infoPages).sort()).toEqual([...staticPaths].sort());
  });

  it('give every page its own title and meta description', () => {
    const all = Object.values(infoPageContent);
    expect(new Set(all.map((c) => c.title)).size).toBe(all.length);
    expect(new Set(all.map((c) => c.description)).size).toBe(all.length);
  });

  it.each(staticPaths)('%s has a banner heading, sections, meta and a Join Us link to /loginpage', (path) => {
    render(path);
    const content = infoPageContent[path]!;
    expect(screen.getByRole('heading', { level: 1, name: content.title })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Join Us' })).toHaveAttribute('href', '/loginpage');
    expect(document.title).toBe(`${content.title} | The Xchange Marketplace`);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', content.description);
  });

  it('support states the hours and what to include when reporting an issue', () => {
    render('/support');
    expect(screen.getByText(/Monday to Friday, 9:00 AM to 6:00 PM \(UTC-5\)/)).toBeInTheDocument();
    expect(screen.getByText(/username and the email address registered/)).toBeInTheDocument();
    expect(screen.getByText(/order numbers or transaction IDs/)).toBeInTheDocument();
    expect(screen.getByText(/Screenshots/)).toBeInTheDocument();
  });

  it('terms have the 11 numbered sections with the §9 constants', () => {
    render('/terms-and-condition');
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sections).toHaveLength(11);
    expect(sections[0]).toBe('1. Eligibility');
    expect(sections[10]).toBe('11. Other terms');
    expect(screen.getByText(/within 24 hours of posting/)).toBeInTheDocument();
    expect(screen.getByText(/deemed given 24 hours after sending; notices by mail are deemed given 3 days/)).toBeInTheDocument();
    expect(screen.getByText(/kept for up to 3 years/)).toBeInTheDocument();
  });

  it("the FAQ buys and sells in the home page's five steps and says plainly how payment works", () => {
    render('/faq');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Account and registration',
      'Buying in 5 steps',
      'Selling in 5 steps',
      'How payment works',
      'Security and privacy',
    ]);
    const steps = (name: string) =>
      within(screen.getByRole('region', { name }))
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(steps('Buying in 5 steps').map((t) => t!.split(':')[0])).toEqual(['Sign up', 'Shop', 'Buy', 'Receive', 'Use']);
    expect(steps('Selling in 5 steps').map((t) => t!.split(':')[0])).toEqual([
      'Sign up',
      'List equipment',
      'Sell equipment',
      'Ship equipment',
      'Get paid',
    ]);
    const payment = screen.getByRole('region', { name: 'How payment works' });
    expect(payment).toHaveAttribute('id', 'how-payment-works');
    expect(
      within(payment).getByText('Payment and delivery are arranged directly between buyer and seller.', { exact: false }),
    ).toBeInTheDocument();
    expect(within(payment).getByText('It never holds your money: there is no escrow.')).toBeInTheDocument();
    expect(within(payment).getByRole('heading', { name: 'Before you pay a large sum' })).toBeInTheDocument();
    expect(within(payment).getByText(/traceable means .* to an account in the seller’s company name/)).toBeInTheDocument();
    expect(screen.queryByText(/inside the platform/)).not.toBeInTheDocument();
  });

  it('scrolls to How payment works when the address names it', () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    render('/faq#how-payment-works');
    expect(scrolled).toEqual([screen.getByRole('region', { name: 'How payment works' })]);
  });

  it('careers list three roles and the working hours', () => {
    render('/career');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Sales Manager',
      'Webstore Expert',
      'Ecommerce Manager',
    ]);
    expect(screen.getByText(/8:30 to 5:30 EST/)).toBeInTheDocument();
  });

  it('advertise gives the top 10 reasons', () => {
    render('/advertise');
    expect(screen.getByRole('region', { name: 'Top 10 reasons to advertise with us' }).querySelectorAll('li')).toHaveLength(10);
  });

  it('privacy links to the contact form at /contactus', () => {
    render('/privacy');
    expect(screen.getByRole('link', { name: 'Open the contact form' })).toHaveAttribute('href', '/contactus');
  });
});
