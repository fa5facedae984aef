import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../test-utils';
import { SideNav } from './side-nav';
import { UnavailablePanel } from './unavailable-panel';
import { EmptyState } from './empty-state';
import { PageFrame } from './page-frame';

describe('SideNav', () => {
  it('lists the entries, marks the active one and the dot, and passes clicks', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithUi(
      <SideNav
        label="Seller"
        items={[
          { label: 'Overview', href: '/overview', active: true },
          { label: 'Messages', href: '/sellermessages', dot: true, onClick },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Seller' });
    expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    const messages = within(nav).getByRole('link', { name: 'Messages new' });
    expect(messages).not.toHaveAttribute('aria-current');
    await user.click(messages);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

describe('UnavailablePanel', () => {
  it('explains the failure and retries on request', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    renderWithUi(<UnavailablePanel onRetry={onRetry} />);
    expect(screen.getByRole('heading', { name: 'This section is temporarily unavailable' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('EmptyState and PageFrame', () => {
  it('render their title, text and action', () => {
    renderWithUi(
      <PageFrame title="My Orders">
        <EmptyState title="No Orders" description="Orders you place appear here." action={<button type="button">Go to shop</button>} />
      </PageFrame>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'My Orders' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('No OrdersOrders you place appear here.');
    expect(screen.getByRole('button', { name: 'Go to shop' })).toBeInTheDocument();
  });
});
