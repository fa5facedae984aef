import { screen, waitFor, within } from '@testing-library/react';
import type { CatalogFacets } from '@xchange/contract';
import { facets, ok, product, shopRoutes } from '../../test/fixtures';
import { renderShop } from '../../test/render-shop';

async function filterColumn() {
  return within(await screen.findByRole('complementary', { name: 'Filters' }));
}
const group = (f: ReturnType<typeof within>, name: string) => within(f.getByRole('region', { name }));

describe('filter counts', () => {
  it('shows beside each brand, category, condition and location how many listings it leaves, 0 when none', async () => {
    renderShop(shopRoutes());
    const f = await filterColumn();
    await waitFor(() => expect(group(f, 'Brand').getByRole('radio', { name: 'Keysight' })).toHaveAccessibleDescription('2 listings'));
    expect(group(f, 'Brand').getByRole('radio', { name: 'Fluke' })).toHaveAccessibleDescription('0 listings');
    expect(group(f, 'Category').getByRole('radio', { name: 'Oscilloscopes' })).toHaveAccessibleDescription('1 listing');
    expect(group(f, 'Condition').getByRole('radio', { name: 'Used' })).toHaveAccessibleDescription('2 listings');
    expect(group(f, 'Condition').getByRole('radio', { name: 'New' })).toHaveAccessibleDescription('0 listings');
    expect(group(f, 'Location').getByRole('checkbox', { name: 'Austin, Texas, US' })).toHaveAccessibleDescription('2 listings');
    expect(group(f, 'Location').getByRole('checkbox', { name: 'Boston, Massachusetts, US' })).toHaveAccessibleDescription('0 listings');
    // an option that leaves nothing stays in place, marked for its list to dim
    const option = (input: HTMLElement) => input.closest('label')!;
    expect(option(group(f, 'Brand').getByRole('radio', { name: 'Fluke' }))).toHaveAttribute('data-empty');
    expect(option(group(f, 'Brand').getByRole('radio', { name: 'Keysight' }))).not.toHaveAttribute('data-empty');
    expect(option(group(f, 'Location').getByRole('checkbox', { name: 'Boston, Massachusetts, US' }))).toHaveAttribute('data-empty');
    // the seller filter is not counted
    expect(group(f, 'Seller').getByRole('radio', { name: 'Ortiz Test Gear' })).not.toHaveAccessibleDescription();
  });

  it('keeps a chosen option that leaves nothing in the list, chosen and counted 0, even one the list does not offer', async () => {
    renderShop(shopRoutes(), { route: '/xchangeShop?brand=Fluke&location=Denver%2C+Colorado%2C+US' });
    const f = await filterColumn();
    const fluke = await group(f, 'Brand').findByRole('radio', { name: 'Fluke' });
    expect(fluke).toBeChecked();
    await waitFor(() => expect(fluke).toHaveAccessibleDescription('0 listings'));
    const denver = group(f, 'Location').getByRole('checkbox', { name: 'Denver, Colorado, US' });
    expect(denver).toBeChecked();
    expect(denver).toHaveAccessibleDescription('0 listings');
  });

  it('asks the counts of the new view when a filter changes, without holding back the grid, and keeps the last counts meanwhile', async () => {
    let answerCounts: (c: CatalogFacets) => void = () => {};
    const { user, calls } = renderShop(
      shopRoutes(ok([product(1), product(2)]), {
        'POST home/homepage': (r) => ({
          body: (r.json as { condition?: string }).condition ? ok([product(7, { productname: 'Used Keysight scope' })]) : ok([product(1)]),
        }),
        'POST home/facets': (r) =>
          (r.json as { condition?: string }).condition
            ? new Promise((resolve) => (answerCounts = (c) => resolve({ body: c })))
            : { body: facets },
      }),
    );
    const f = await filterColumn();
    const keysight = () => group(f, 'Brand').getByRole('radio', { name: 'Keysight' });
    await waitFor(() => expect(keysight()).toHaveAccessibleDescription('2 listings'));
    await user.click(group(f, 'Condition').getByRole('radio', { name: 'Used' }));
    // the grid shows the new view while its counts are still on their way
    expect(await screen.findByText('Used Keysight scope')).toBeVisible();
    expect(keysight()).toHaveAccessibleDescription('2 listings');
    const asked = calls.filter((c) => c.path === 'home/facets').at(-1)!.json;
    expect(asked).toEqual({ condition: 'Used' });
    answerCounts({ ...facets, brands: [{ value: 'Keysight', count: 1 }] });
    await waitFor(() => expect(keysight()).toHaveAccessibleDescription('1 listing'));
    expect(group(f, 'Brand').getByText('1')).toBeVisible();
  });

  it('shows no counts when they could not be loaded, and the filters still work', async () => {
    const { user, homepageBodies } = renderShop(
      shopRoutes(undefined, { 'POST home/facets': { status: 503, body: { errors: ['Try again'] } } }),
    );
    const f = await filterColumn();
    const fluke = await group(f, 'Brand').findByRole('radio', { name: 'Fluke' });
    expect(fluke).not.toHaveAccessibleDescription();
    await user.click(fluke);
    await waitFor(() => expect(homepageBodies().at(-1)).toMatchObject({ brand: 'Fluke' }));
  });
});
