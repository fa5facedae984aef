import { expect, test } from '@playwright/test';
import { catalogCards, homepage, openShop, shopOf } from '../support/shop';

test('a card opens the detail dialog with its gallery, a video player and previous/next', async ({ page }) => {
  await openShop(page, '?q=DSOX3034A');
  // the seeded DSOX3034A listings carry a demo video beside their picture
  const card = catalogCards(page).filter({ hasText: 'DSOX3034A' }).first();
  const name = (await card.getAttribute('aria-label'))!;
  await card.getByRole('button', { name: `${name}: view details` }).click();

  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Brand', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Keysight', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Location', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Price', { exact: true })).toBeVisible();
  const gallery = dialog.getByRole('group', { name: `Pictures and videos of ${name}` });
  await expect(gallery.getByRole('img', { name: /picture 1 of 2/ })).toBeVisible();

  await gallery.getByRole('button', { name: 'Next' }).click();
  const video = gallery.locator('video');
  await expect(video).toHaveAttribute('src', '/media/seed/keysight-dsox3034a-demo.webm');
  await expect(video).toHaveAttribute('controls', '');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
  await video.evaluate((v: HTMLVideoElement) => ((v.muted = true), v.play()));
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0.2);
  await expect(gallery.getByText('Video 2 of 2')).toBeVisible();

  await gallery.getByRole('button', { name: 'Previous' }).click();
  await expect(gallery.getByRole('img', { name: /picture 1 of 2/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('/product/{id} is a page of its own with a unique title and description, and the dialog links to it', async ({ page, request }) => {
  const listing = (await homepage(request, { search: 'DSOX3034A' })).body.content[0]!;
  await openShop(page, '?q=DSOX3034A');
  await catalogCards(page)
    .first()
    .getByRole('button', { name: /view details/ })
    .click();
  await page
    .getByRole('dialog')
    .getByRole('link', { name: /own page/ })
    .click();
  await expect(page).toHaveURL(`/product/${listing.id}`);
  await expect(shopOf(page).getByRole('heading', { level: 1, name: listing.productname })).toBeVisible();
  await expect(page).toHaveTitle(`${listing.productname} | The Xchange Marketplace`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Keysight Oscilloscopes for \$[\d,]+/);

  const other = (await homepage(request, { size: 2 })).body.content.find((p) => p.id !== listing.id)!;
  await page.goto(`/product/${other.id}`);
  await expect(shopOf(page).getByRole('heading', { level: 1, name: other.productname })).toBeVisible();
  await expect(page).toHaveTitle(`${other.productname} | The Xchange Marketplace`);
  await shopOf(page)
    .getByRole('link', { name: /Back to The Xchange Shop/ })
    .click();
  await expect(page).toHaveURL('/xchangeShop');
  await expect(shopOf(page).getByRole('heading', { level: 1, name: 'The Xchange Shop' })).toBeVisible();
});

test('a listing that does not exist says so', async ({ page }) => {
  await page.goto('/product/987654321');
  await expect(shopOf(page).getByRole('heading', { level: 1, name: 'Listing not found' })).toBeVisible();
  await expect(page).toHaveTitle('Listing not found | The Xchange Marketplace');
});
