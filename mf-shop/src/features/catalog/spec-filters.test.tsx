import { screen, waitFor, within } from '@testing-library/react';
import type { SpecFieldsResponse } from '@xchange/contract';
import { shopRoutes } from '../../test/fixtures';
import { renderShop } from '../../test/render-shop';

const fields: SpecFieldsResponse = {
  categoryId: 2,
  category: 'Oscilloscopes',
  fields: [
    {
      id: 7,
      categoryId: 2,
      name: 'Bandwidth',
      kind: 'number',
      unit: 'MHz',
      options: [],
      filterable: true,
      position: 0,
      range: { min: 70, max: 4000 },
    },
    {
      id: 8,
      categoryId: 2,
      name: 'Display',
      kind: 'choice',
      unit: '',
      options: [
        { id: 1, label: 'Touch' },
        { id: 2, label: 'Buttons only' },
      ],
      filterable: true,
      position: 1,
    },
    { id: 9, categoryId: 2, name: 'Mixed signal', kind: 'boolean', unit: '', options: [], filterable: true, position: 2 },
    { id: 10, categoryId: 2, name: 'Options fitted', kind: 'text', unit: '', options: [], filterable: false, position: 3 },
  ],
};
const routes = () => ({ ...shopRoutes(), 'GET specs/fields': { body: fields } });
const address = () => screen.getByRole('status', { name: 'Address' }).textContent;
const column = async () => within(await screen.findByRole('complementary', { name: 'Filters' }));

describe("the chosen category's spec filters and the facts filters (docs/product.md §2.4)", () => {
  it('shows a range per number field, choices per list field and yes/no, only once a category is chosen', async () => {
    const { user, homepageBodies } = renderShop(routes());
    const f = await column();
    expect(f.queryByRole('region', { name: 'Bandwidth (MHz)' })).not.toBeInTheDocument();
    await user.click(await within(f.getByRole('region', { name: 'Category' })).findByRole('radio', { name: 'Oscilloscopes' }));
    const bandwidth = within(await f.findByRole('region', { name: 'Bandwidth (MHz)' }));
    expect(bandwidth.getByRole('textbox', { name: 'From (MHz)' })).toHaveAttribute('placeholder', '70');
    expect(f.queryByRole('region', { name: 'Options fitted' })).not.toBeInTheDocument();
    await user.type(bandwidth.getByRole('textbox', { name: 'From (MHz)' }), '1000');
    await user.type(bandwidth.getByRole('textbox', { name: 'To (MHz)' }), '300');
    await user.click(bandwidth.getByRole('button', { name: 'Apply Bandwidth' }));
    await waitFor(() =>
      expect(homepageBodies().at(-1)).toMatchObject({ category: 'Oscilloscopes', specs: [{ field: 7, min: 300, max: 1000 }] }),
    );
    await user.click(within(f.getByRole('region', { name: 'Display' })).getByRole('checkbox', { name: 'Touch' }));
    await user.click(within(f.getByRole('region', { name: 'Mixed signal' })).getByRole('radio', { name: 'Yes' }));
    await waitFor(() =>
      expect(homepageBodies().at(-1)).toMatchObject({
        specs: [
          { field: 7, min: 300, max: 1000 },
          { field: 8, options: [1] },
          { field: 9, yes: true },
        ],
      }),
    );
    expect(new URLSearchParams(address()!).get('spec.7')).toBe('300..1000');
    // another category's fields do not apply: its filters go with the choice
    await user.click(within(f.getByRole('region', { name: 'Category' })).getByRole('radio', { name: 'Multimeters' }));
    await waitFor(() => expect(homepageBodies().at(-1)).not.toHaveProperty('specs'));
  });

  it('sends calibrated, grades and the least warranty, and restores them from a shared address', async () => {
    const { user, homepageBodies } = renderShop(routes(), { route: '/xchangeShop?category=Oscilloscopes&spec.7=..500&grade=B' });
    const f = await column();
    expect(await within(await f.findByRole('region', { name: 'Bandwidth (MHz)' })).findByRole('textbox', { name: 'To (MHz)' })).toHaveValue(
      '500',
    );
    expect(within(f.getByRole('region', { name: 'Grade' })).getByRole('checkbox', { name: 'Grade B: Light wear' })).toBeChecked();
    await user.click(
      within(f.getByRole('region', { name: 'Calibration' })).getByRole('checkbox', { name: 'Calibrated (certificate attached)' }),
    );
    await user.click(within(f.getByRole('region', { name: 'Grade' })).getByRole('checkbox', { name: 'Grade A: Like new' }));
    await user.click(within(f.getByRole('region', { name: 'Warranty' })).getByRole('radio', { name: '90 days or more' }));
    await waitFor(() =>
      expect(homepageBodies().at(-1)).toMatchObject({
        specs: [{ field: 7, max: 500 }],
        calibrated: true,
        grades: ['A', 'B'],
        warrantyMin: 90,
      }),
    );
    expect(address()).toContain('calibrated=1');
  });
});
