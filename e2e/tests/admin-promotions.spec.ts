import { expect, test } from '@playwright/test';
import type { AccountListResponse, Paged, Promotion } from '@xchange/contract';
import { adminAuth, adminOf, mdy, openAdmin, searchList } from '../support/admin';
import { demo } from '../support/login';
import { catalogCards, openShop, settledCardNames } from '../support/shop';

test.describe('admin promotions', () => {
  test("a promotion starts upcoming; switched on, the seller's cards say Promoted in the shop", async ({ page, request }) => {
    const headers = await adminAuth(request);
    const sellers = (await (
      await request.post('/api/v1/sellerprofile/getSellerList', { data: { search: demo.seller.username }, headers })
    ).json()) as AccountListResponse;
    const s = sellers.body.content[0]!;
    const sellerLabel = `${s.firstname} ${s.lastname}`;
    const company = `${s.company} Spring Event`;
    const [start, end] = [mdy(-1), mdy(30)];

    // the seed's live promotion is seller2's; the busiest seller's starts in two weeks
    await openShop(page, `?seller=${s.id}`);
    await settledCardNames(page);
    await expect(catalogCards(page).filter({ hasText: 'Promoted' })).toHaveCount(0);

    try {
      await openAdmin(page, '/admin-upcoming-seller-promotion', 'Upcoming Promotions');
      const area = adminOf(page);
      await area.getByRole('button', { name: 'Add Promotion' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Promotion' });
      await dialog.getByRole('combobox', { name: /Seller/ }).selectOption(String(s.id));
      await dialog.getByRole('textbox', { name: /Company/ }).fill(company);
      await dialog.getByRole('textbox', { name: /Start Date/ }).fill(end);
      await dialog.getByRole('textbox', { name: /End Date/ }).fill(start);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog.getByText('End Date must be later than or equal to Start Date')).toBeVisible();
      await dialog.getByRole('textbox', { name: /Start Date/ }).fill(start);
      await dialog.getByRole('textbox', { name: /End Date/ }).fill(end);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('New Promotion Added Successfully')).toBeVisible();

      await searchList(page, 'Search promotions', company);
      const row = area.getByRole('row').filter({ hasText: company });
      await expect(row.getByRole('cell', { name: start })).toBeVisible();
      const toggle = row.getByRole('checkbox', { name: `${sellerLabel} promotion active` });
      await expect(toggle).not.toBeChecked();
      await row.locator('label[data-scope="switch"]').click();
      await expect(page.getByText('Promotion Edited Successfully')).toBeVisible();
      await expect(area.getByText('No Record Found')).toBeVisible();

      await area.getByRole('navigation', { name: 'Promotion tabs' }).getByRole('link', { name: 'Active' }).click();
      await expect(adminOf(page).getByRole('heading', { level: 1, name: 'Active Promotions' })).toBeVisible();
      await searchList(page, 'Search promotions', company);
      await expect(area.getByRole('row').filter({ hasText: company }).getByRole('checkbox')).toBeChecked();

      await openShop(page, `?seller=${s.id}`);
      await settledCardNames(page);
      const cards = catalogCards(page);
      await expect(cards.first()).toContainText('Promoted');
      expect(await cards.filter({ hasText: 'Promoted' }).count()).toBe(await cards.count());

      await page.goto('/admin-seller-promotion');
      await searchList(page, 'Search promotions', company);
      await area.getByRole('button', { name: `Delete ${sellerLabel} promotion` }).click();
      await expect(page.getByText('Are you sure you want to delete this promotion?')).toBeVisible();
      await page.getByRole('button', { name: 'Confirm' }).click();
      await expect(page.getByText('Promotion is deleted.')).toBeVisible();
    } finally {
      const left = (await (
        await request.post('/api/v1/promotions/getPromotions', { data: { search: company, size: 20 }, headers })
      ).json()) as Paged<Promotion>;
      for (const p of left.content) await request.put(`/api/v1/promotions/deletePromotion?id=${p.id}`, { headers });
    }
  });
});
