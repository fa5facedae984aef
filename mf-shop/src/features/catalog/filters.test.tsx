import { screen, waitFor, within } from '@testing-library/react';
import { lookups, shopRoutes } from '../../test/fixtures';

const boston = {
  label: 'Boston, Massachusetts, United States',
  city: 'Boston',
  state: 'Massachusetts',
  country: 'United States',
  countryCode: 'US',
  continent: 'North America',
  latitude: 42.36,
  longitude: -71.06,
};
import { renderShop } from '../../test/render-shop';

const address = () => screen.getByRole('status', { name: 'Address' }).textContent;
// At a desk the filter column stands beside the results (the phone's sheet: filter-sheet.test.tsx).
async function filterColumn() {
  return within(await screen.findByRole('complementary', { name: 'Filters' }));
}
const group = (f: ReturnType<typeof within>, name: string) => within(f.getByRole('region', { name }));

describe('filters → query → address', () => {
  it('sends each radio filter and writes it to the address; Reset takes it away', async () => {
    const { user, homepageBodies } = renderShop(shopRoutes());
    const f = await filterColumn();
    await user.click(await group(f, 'Brand').findByRole('radio', { name: 'Fluke' }));
    await user.click(group(f, 'Category').getByRole('radio', { name: 'Multimeters' }));
    await user.click(group(f, 'Condition').getByRole('radio', { name: 'Ex-demonstration' }));
    await user.click(group(f, 'Seller').getByRole('radio', { name: 'Ortiz Test Gear' }));
    await waitFor(() =>
      expect(homepageBodies().at(-1)).toEqual({
        page: 1,
        size: 9,
        sortBy: 'price',
        sortOrder: 'asc',
        brand: 'Fluke',
        category: 'Multimeters',
        condition: 'Ex-demonstration',
        seller: 3,
      }),
    );
    expect(address()).toBe('?brand=Fluke&category=Multimeters&condition=Ex-demonstration&seller=3');
    await user.click(f.getByRole('button', { name: 'Reset Brand' }));
    await waitFor(() => expect(homepageBodies().at(-1)).not.toHaveProperty('brand'));
    expect(group(f, 'Brand').getByRole('radio', { name: 'Fluke' })).not.toBeChecked();
    await user.click(f.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(address()).toBe(''));
  });

  it('ticks several locations', async () => {
    const { user, homepageBodies } = renderShop(shopRoutes());
    const f = await filterColumn();
    await user.click(await group(f, 'Location').findByRole('checkbox', { name: lookups.location[0] }));
    await user.click(group(f, 'Location').getByRole('checkbox', { name: lookups.location[1] }));
    await waitFor(() => expect(homepageBodies().at(-1)).toMatchObject({ location: lookups.location }));
    expect(new URLSearchParams(address()!).getAll('location')).toEqual(lookups.location);
  });

  it('restores every control from a shared address', async () => {
    const { homepageBodies } = renderShop(shopRoutes(), {
      route: '/xchangeShop?q=scope&brand=Keysight&min=5000&max=20000&location=Austin%2C+Texas%2C+US&page=2&size=50',
    });
    await waitFor(() =>
      expect(homepageBodies()[0]).toMatchObject({
        search: 'scope',
        brand: 'Keysight',
        minPrice: 5000,
        maxPrice: 20000,
        location: ['Austin, Texas, US'],
        page: 2,
        size: 50,
      }),
    );
    expect(screen.getByRole('combobox', { name: 'Search the catalog' })).toHaveValue('scope');
    const f = await filterColumn();
    expect(await group(f, 'Brand').findByRole('radio', { name: 'Keysight' })).toBeChecked();
    expect(group(f, 'Price').getByRole('radio', { name: '$5000 to $20000' })).toBeChecked();
    expect(group(f, 'Price').getByRole('textbox', { name: 'Min ($)' })).toHaveValue('5000');
    expect(group(f, 'Location').getByRole('checkbox', { name: 'Austin, Texas, US' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Per page' })).toHaveValue('50');
  });
});

describe('price', () => {
  it('sends a preset as its docs/product.md §7 range and Reset clears it', async () => {
    const { user, homepageBodies } = renderShop(shopRoutes());
    const f = await filterColumn();
    // The price group starts afresh whenever the applied range changes: look it up again each time.
    const price = () => group(f, 'Price');
    await user.click(price().getByRole('radio', { name: 'Under $5000' }));
    await waitFor(() => expect(homepageBodies().at(-1)).toMatchObject({ minPrice: 0, maxPrice: 5000 }));
    await user.click(price().getByRole('radio', { name: '$50000 to $90000' }));
    await waitFor(() => expect(homepageBodies().at(-1)).toMatchObject({ minPrice: 50000, maxPrice: 90000 }));
    expect(address()).toBe('?min=50000&max=90000');
    await user.click(screen.getByRole('button', { name: 'Reset Price' }));
    await waitFor(() => expect(address()).toBe(''));
    expect(homepageBodies().at(-1)).not.toHaveProperty('minPrice');
    expect(price().getByRole('radio', { name: '$50000 to $90000' })).not.toBeChecked();
  });

  it('applies typed limits: at least 0, text that is no number becomes 0, a reversed range is turned round', async () => {
    const { user, homepageBodies } = renderShop(shopRoutes());
    const f = await filterColumn();
    const min = () => group(f, 'Price').getByRole('textbox', { name: 'Min ($)' });
    const max = () => group(f, 'Price').getByRole('textbox', { name: 'Max ($)' });
    const apply = () => group(f, 'Price').getByRole('button', { name: 'Apply' });
    await user.type(min(), 'abc');
    await user.type(max(), '-40');
    await user.click(apply());
    await waitFor(() => expect(homepageBodies().at(-1)).toMatchObject({ minPrice: 0, maxPrice: 0 }));
    expect(min()).toHaveValue('0');
    expect(max()).toHaveValue('0');
    await user.clear(min());
    await user.type(min(), '3000');
    await user.clear(max());
    await user.type(max(), '1000');
    await user.click(apply());
    await waitFor(() => expect(homepageBodies().at(-1)).toMatchObject({ minPrice: 1000, maxPrice: 3000 }));
  });
});

describe('distance', () => {
  it('sends the picked place and the radius in miles, and Reset takes it away', async () => {
    const { user, homepageBodies, calls } = renderShop(shopRoutes(undefined, { 'GET places': { body: [boston] } }));
    const f = await filterColumn();
    await user.selectOptions(group(f, 'Distance').getByRole('combobox', { name: 'Distance in miles' }), '25');
    await user.type(group(f, 'Distance').getByRole('combobox', { name: 'Place' }), 'Bost');
    await user.click(await screen.findByRole('option', { name: boston.label }));
    expect(calls.find((c) => c.path === 'places')?.searchParams).toMatchObject({ q: 'Bost' });
    await waitFor(() => expect(homepageBodies().at(-1)).toMatchObject({ latitude: 42.36, longitude: -71.06, radiusMiles: 25 }));
    expect(address()).toBe('?near=Boston%2C+Massachusetts%2C+United+States&lat=42.36&lng=-71.06&miles=25');
    expect(
      group(f, 'Distance').getByText('Showing equipment within 25 miles of Boston, Massachusetts, United States.'),
    ).toBeInTheDocument();
    await user.click(f.getByRole('button', { name: 'Reset Distance' }));
    await waitFor(() => expect(address()).toBe(''));
    expect(homepageBodies().at(-1)).not.toHaveProperty('latitude');
  });
});
