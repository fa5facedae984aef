import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { signIn } from '../support/login';
import { newestMail, canReadOutbox } from '../support/outbox';
import { orderBuyer, orderSeller, placeFreshOrder, searchFor, sellerOf } from '../support/seller-orders';

test.describe('seller orders, payments and overview', () => {
  test('a new order is found on In Progress, moved to Shipped with a comment, its history shown, its payment saved', async ({
    page,
    request,
  }) => {
    const tag = `E2E${Date.now().toString(36)}`;
    const since = Date.now();
    const order = await placeFreshOrder(request, tag);
    const number = order.ordernumber;
    await signIn(page, orderSeller);

    await page.goto('/order');
    const area = sellerOf(page);
    await expect(area.getByRole('heading', { level: 1, name: 'In Progress' })).toBeVisible();
    await expect(area.getByText(/^Hello, \S+/)).toBeVisible();
    await searchFor(page, 'Search all orders', number);
    const row = area.getByRole('row').filter({ hasText: number });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(`${tag} Harbor Road, Boston`);
    await expectNoSeriousA11yViolations(page);

    await row.getByRole('combobox', { name: `Change status of order ${number}` }).selectOption('Shipped');
    await row.getByRole('textbox', { name: `Comments on order ${number}` }).fill(`Sent by UPS ${tag}`);
    await row.getByRole('button', { name: `Save order ${number}` }).click();
    await expect(page.getByText('Updated Successfully')).toBeVisible();
    await expect(area.getByText('No orders found')).toBeVisible();

    await page.goto('/shipped');
    await searchFor(page, 'Search all orders', number);
    const shipped = area.getByRole('row').filter({ hasText: number });
    await expect(shipped.getByRole('combobox', { name: `Change status of order ${number}` })).toHaveValue('Shipped');
    await expect(shipped.getByRole('textbox', { name: `Comments on order ${number}` })).toHaveValue(`Sent by UPS ${tag}`);
    await shipped.getByRole('button', { name: `View details of order ${number}` }).click();
    const dialog = page.getByRole('dialog', { name: `Order ${number}` });
    await expect(dialog.getByRole('region', { name: 'PREFERRED PAYMENT METHOD' })).toContainText(`Wire transfer ${tag}`);
    await expect(dialog.getByRole('region', { name: 'SHIPPING DETAILS' })).toContainText(`${tag} Harbor Road, Boston`);
    const history = dialog.getByRole('region', { name: 'ORDER HISTORY' });
    await expect(history).toContainText('Status In Progress → Shipped');
    await expect(history).toContainText(`Comments (empty) → Sent by UPS ${tag}`);
    await dialog.getByRole('button', { name: 'Close' }).click();

    if (canReadOutbox()) {
      await expect
        .poll(async () => (await newestMail(orderBuyer.username, `order ${number} is now Shipped`, since))?.text ?? '')
        .toContain('from In Progress to Shipped');
    }

    await page.goto('/payments');
    await searchFor(page, 'Search payments', number);
    const payment = area.getByRole('row').filter({ hasText: number });
    await expect(payment).toContainText(`Wire transfer ${tag}`);
    await payment.getByRole('combobox', { name: `Payment status of order ${number}` }).selectOption('Paid');
    await expect(page.getByText('Updated Successfully')).toBeVisible();
    await page.reload();
    await searchFor(page, 'Search payments', number);
    await expect(area.getByRole('combobox', { name: `Payment status of order ${number}` })).toHaveValue('Paid');
    await searchFor(page, 'Search payments', `${tag}-no-such-order`);
    await expect(area.getByText('No Payment found')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the overview shows the sales and order cards, both charts up to this month and the top 5 with real figures', async ({
    page,
    request,
  }) => {
    await placeFreshOrder(request, `E2EOV${Date.now().toString(36)}`);
    await signIn(page, orderSeller);
    await page.goto('/overview');
    const area = sellerOf(page);
    const sales = area.getByRole('list', { name: 'Sales' });
    await expect(sales.getByRole('listitem').filter({ hasText: "Today's Sales" })).not.toContainText(/\$0(?![.\d])/);
    await expect(sales.getByRole('listitem').filter({ hasText: 'Total Sales' })).not.toContainText(/\$0(?![.\d])/);
    const orders = area.getByRole('list', { name: 'Orders' });
    await expect(orders.getByRole('listitem').filter({ hasText: "Today's Orders" })).not.toHaveText(/Today's Orders\s*0$/);
    // the charts run from January to this month, in the browser's time zone (the same machine's here)
    const now = new Date();
    const year = now.getFullYear();
    const span = now.getMonth() === 0 ? `January ${year}` : `January to ${now.toLocaleString('en-US', { month: 'long' })} ${year}`;
    for (const chart of [`Sales by month, ${span}`, `Orders by month, ${span}`]) {
      await expect(area.getByRole('figure', { name: chart }).locator('svg.apexcharts-svg')).toBeVisible();
    }
    await expect(
      area
        .getByRole('figure', { name: `Orders by month, ${span}` })
        .locator('.apexcharts-bar-area')
        .first(),
    ).toBeAttached();
    const top = area.getByRole('region', { name: 'Top 5 Sales' }).getByRole('listitem');
    await expect(top.first()).toContainText(/\d+ orders?$/);
    expect(await top.count()).toBeLessThanOrEqual(5);
    await expectNoSeriousA11yViolations(page);
  });
});
