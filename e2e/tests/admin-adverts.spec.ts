import { expect, test } from '@playwright/test';
import type { AdvertisementPage } from '@xchange/contract';
import { adminAuth, adminOf, openAdmin, searchList } from '../support/admin';
import { openShop, shopOf } from '../support/shop';

/** A small real PNG: a 64 × 32 orange banner. */
function bannerPng(): Buffer {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAgCAIAAAAt/+nTAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAYElEQVRYhe2SQQkAQRDD6qW+T2eeK+IeYaAQAWlo+Hqa6AZsQPWK7EK9S3QDNqB6RXah3iW6ARtQvSK7UO8S3YANqF6RXah3iW7ABlSvyC7Uu0Q3YAOqV2QX6l2iG/zkAf6UyMTQMNteAAAAAElFTkSuQmCC',
    'base64',
  );
}

test.describe('admin advertisements', () => {
  test("an advert added with a picture shows in the shop's side column and links to its URL", async ({ page, request }) => {
    const name = 'Thermal imaging rental fleet';
    const url = 'https://rentals.example.com/thermal';
    const headers = await adminAuth(request);
    try {
      await openAdmin(page, '/admin-advertisement', 'Advertisements');
      const area = adminOf(page);
      await area.getByRole('button', { name: 'Add Advertisement' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Advertisement' });
      await dialog.getByRole('textbox', { name: /^Name/ }).fill(name);
      await dialog.getByRole('textbox', { name: /Redirect URL/ }).fill('not a link');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog.getByText('Enter a valid URL')).toBeVisible();
      await dialog.getByRole('textbox', { name: /Redirect URL/ }).fill(url);
      await dialog.getByRole('textbox', { name: 'Tags' }).fill('Thermal');
      await dialog.getByRole('textbox', { name: 'Tags' }).press('Enter');
      await dialog.getByRole('textbox', { name: 'Tags' }).fill('Rental');
      await dialog.getByRole('textbox', { name: 'Tags' }).press('Enter');
      await expect(dialog.getByRole('button', { name: 'Remove tag Rental' })).toBeVisible();
      await dialog
        .getByLabel('Document (picture or video)')
        .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: bannerPng() });
      await expect(dialog.getByRole('img', { name: 'Advert preview' })).toBeVisible();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Advertisement added successfully')).toBeVisible();

      await searchList(page, 'Search advertisements', 'thermal imaging');
      const row = area.getByRole('row').filter({ hasText: name });
      await expect(row.getByRole('img', { name })).toHaveAttribute('src', /^\/media\/adverts\/.+\.jpg$/);
      await expect(row.getByText('Rental', { exact: true })).toBeVisible();

      await openShop(page);
      const side = shopOf(page).getByRole('complementary', { name: 'Sponsored' });
      const link = side.getByRole('link', { name: `${name} (advert, opens in a new tab)` });
      await expect(link).toHaveAttribute('href', url);
      await expect(link.getByRole('img', { name })).toHaveJSProperty('complete', true);
      expect(await link.getByRole('img', { name }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

      await openAdmin(page, '/admin-advertisement', 'Advertisements');
      await searchList(page, 'Search advertisements', 'thermal imaging');
      await area.getByRole('button', { name: `Delete ${name}` }).click();
      await expect(page.getByText('Are you sure you want to delete this advertise?')).toBeVisible();
      await page.getByRole('button', { name: 'Confirm' }).click();
      await expect(page.getByText('Advertisement is deleted.')).toBeVisible();
    } finally {
      const left = (await (await request.post('/api/v1/advert', { data: { search: name, size: 20 } })).json()) as AdvertisementPage;
      for (const a of left.content) await request.put(`/api/v1/advert/deleteAdvert?id=${a.id}`, { headers });
    }
  });
});
