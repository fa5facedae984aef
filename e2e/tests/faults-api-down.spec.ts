import { expect, test, type Page } from '@playwright/test';
import { logIn } from '../support/accounts';
import { apiDown, bodyText } from '../support/faults';
import { demo, signIn } from '../support/login';
import { shopOf } from '../support/shop';
import { takenOver } from '../support/taken-over';

// The API client's text for a call that got no answer (packages/api-client), shown as an error notice (docs/product.md §8).
const networkNotice = 'Network error: the server could not be reached.';

async function expectChromeAndNoPanel(page: Page): Promise<void> {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
}

test.describe('faults: API down', () => {
  test('the shop shows its error state and a network notice, never a blank page', async ({ page }) => {
    await apiDown(page);
    // opened from the home page: a shop page opened directly arrives with the catalog the gateway rendered into it
    await page.goto('/home');
    await takenOver(page);
    await page.getByRole('link', { name: 'Start Shopping' }).first().click();
    await expect(page).toHaveURL(/\/xchangeShop$/);
    await expect(shopOf(page).getByRole('heading', { level: 1, name: 'The Xchange Shop' })).toBeVisible();
    await expect(shopOf(page).getByText('The catalog could not be loaded. Check your connection and try again.')).toBeVisible();
    await expect(page.getByText(networkNotice).first()).toBeVisible();
    await expectChromeAndNoPanel(page);
  });

  test('the home page still renders its content', async ({ page }) => {
    await apiDown(page);
    await page.goto('/home');
    await expect(page.locator('[data-remote="marketing"] h1')).toContainText('for Buyers & Sellers of Testing Equipment');
    await expect(page.getByRole('link', { name: 'Start Shopping' }).first()).toBeVisible();
    await expectChromeAndNoPanel(page);
  });

  test('a login attempt answers with the network notice and stays on the form', async ({ page }) => {
    await page.goto('/loginpage');
    await expect(page.getByRole('form', { name: 'Login' })).toBeVisible();
    await apiDown(page);
    await logIn(page, 'buyer', demo.buyer.username, demo.buyer.password);
    await expect(page.getByText(networkNotice).first()).toBeVisible();
    await expect(page).toHaveURL(/\/loginpage$/);
    await expect(page.getByRole('form', { name: 'Login' }).getByRole('button', { name: 'LOGIN' })).toBeEnabled();
  });

  test('the buyer hub shows its error state', async ({ page }) => {
    await signIn(page, demo.buyer);
    await apiDown(page);
    await page.goto('/buyerorderhistory');
    await expect(
      page.locator('[data-remote="buyer"]').getByText('Your orders could not be loaded. Please reload the page to try again.'),
    ).toBeVisible();
    await expect(page.getByText(networkNotice).first()).toBeVisible();
    await expectChromeAndNoPanel(page);
    expect(await bodyText(page)).not.toBe('');
  });

  test('the seller hub shows its error state', async ({ page }) => {
    await signIn(page, demo.seller);
    await apiDown(page);
    await page.goto('/overview');
    await expect(
      page.locator('[data-remote="seller"]').getByText('Your figures could not be loaded. Please reload the page to try again.'),
    ).toBeVisible();
    await expect(page.getByText(networkNotice).first()).toBeVisible();
    await expectChromeAndNoPanel(page);
  });
});
