import { screen, waitFor, within } from '@testing-library/react';
import { setScreenWidth } from '@xchange/ui/testing';
import { shopRoutes } from '../../test/fixtures';
import { renderShop } from '../../test/render-shop';

const address = () => screen.getByRole('status', { name: 'Address', hidden: true }).textContent;

describe('the shop on a phone (below 1024 px)', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = setScreenWidth(390);
  });
  afterEach(() => restore());

  it('shows the results before the featured products, with the filters behind a Filters button', async () => {
    renderShop(shopRoutes());
    expect(screen.queryByRole('complementary', { name: 'Filters' })).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Filters' });
    const featured = screen.getByRole('heading', { name: 'Featured Products' });
    expect(button.compareDocumentPosition(featured) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('counts the active filters, opens them as a sheet and closes it with the results button', async () => {
    const { user } = renderShop(shopRoutes(), { route: '/xchangeShop?brand=Fluke&condition=Used' });
    await user.click(screen.getByRole('button', { name: 'Filters (2)' }));
    const sheet = within(await screen.findByRole('dialog', { name: 'Filters' }));
    await user.click(await sheet.findByRole('radio', { name: 'Multimeters' }));
    await waitFor(() => expect(address()).toContain('category=Multimeters'));
    await user.click(await sheet.findByRole('button', { name: /^Show \d+ results?$/ }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Filters (3)' })).toBeInTheDocument();
  });
});
