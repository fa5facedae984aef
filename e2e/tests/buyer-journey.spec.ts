import { expect, test } from '@playwright/test';
import type { Order } from '@xchange/contract';
import { logIn } from '../support/accounts';
import { buyerOf, freshBuyer } from '../support/buyer';
import { apiLogin, bearerOf, signIn, type Account } from '../support/login';
import { searchFor, sellerOf } from '../support/seller-orders';
import { homepage } from '../support/shop';

const seller: Account = { type: 'seller', username: 'seller@demo.test', password: 'Seller#2024pass' };
const seller2: Account = { type: 'seller', username: 'seller2@demo.test', password: 'Seller#2024pass' };
// Live updates must come from the stream, well inside the 15 s polling fallback.
const live = { timeout: 8_000 };
const dot = 'unread messages';

test('two sellers, one checkout: the buyer messages a seller, the answer arrives live, Shipped moves the order to history', async ({
  page,
  browser,
  request,
}) => {
  const account = await freshBuyer(request);
  const auth = await apiLogin(request, account);
  const listingOf = async (who: Account) =>
    (await homepage(request, { page: 1, size: 9, seller: (await apiLogin(request, who)).data.id })).body.content[0]!;
  const [a, b] = [await listingOf(seller), await listingOf(seller2)];
  // the cart stored on the server (another device's) arrives with the login
  const stored = await request.put('/api/v1/cart', {
    headers: { Authorization: bearerOf(auth) },
    data: {
      lines: [
        { id: a.id, quantity: 1 },
        { id: b.id, quantity: 1 },
      ],
    },
  });
  expect(stored.status()).toBe(200);

  await page.goto('/loginpage');
  await logIn(page, 'buyer', account.username, account.password);
  await expect(page).toHaveURL(/\/myacc$/);
  await expect(page.getByTestId('cart-badge')).toHaveText('2');
  await page.goto('/cart');
  await expect(buyerOf(page).getByRole('listitem', { name: a.productname })).toBeVisible();
  await buyerOf(page).getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/ordersummary$/);
  await buyerOf(page).getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Order placed successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/buyerorder$/);
  const current = buyerOf(page).getByRole('table', { name: 'Current orders' });
  await expect(current.getByRole('row')).toHaveCount(3);

  const orders = (await (await request.get('/api/v1/order', { headers: { Authorization: bearerOf(auth) } })).json()) as Order[];
  expect(orders.map((o) => o.sellerAccountData.username).sort()).toEqual([seller.username, seller2.username].sort());
  const order = orders.find((o) => o.sellerAccountData.username === seller.username)!;
  const number = order.ordernumber;

  const sellerContext = await browser.newContext();
  try {
    const sellerPage = await sellerContext.newPage();
    await signIn(sellerPage, seller);
    await sellerPage.goto('/messages');
    await expect(sellerOf(sellerPage).getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();

    // the buyer asks from the order's chat icon; the seller's open page shows it without a reload
    const question = `Could ${number} ship on a pallet?`;
    await current.getByRole('button', { name: `Message the seller about order ${number}` }).click();
    const chat = page.getByRole('dialog', { name: `Messages for order ${number}` });
    await chat.getByPlaceholder('Type Message').fill(question);
    await chat.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Message Sent Successfully')).toBeVisible();
    await chat.getByRole('button', { name: 'Close', exact: true }).click();

    const sellerRow = sellerPage.getByRole('button', { name: new RegExp(`Order ${number}`) });
    await expect(sellerRow).toContainText(dot, live);
    await sellerRow.click();
    await expect(sellerPage.getByRole('log').getByText(question)).toBeVisible();

    // the buyer waits on /msg; the seller's answer arrives live with the red dot
    await buyerOf(page)
      .getByRole('navigation', { name: 'Buyer' })
      .getByRole('link', { name: /Messages/ })
      .click();
    const buyerRow = page.getByRole('button', { name: new RegExp(`Order ${number}`) });
    await expect(buyerRow).toBeVisible();
    // a wide screen opens the newest thread, this one: the buyer closes it so the answer arrives unread
    await page
      .getByRole('region', { name: /^Conversation with/ })
      .getByRole('button', { name: 'Close', exact: true })
      .click();
    const answer = `Yes, ${number} goes out on a pallet tomorrow.`;
    await sellerPage.getByPlaceholder('Type Message').fill(answer);
    await sellerPage.getByRole('button', { name: 'Reply' }).click();
    await expect(buyerRow).toContainText(dot, live);
    await expect(page.getByRole('navigation', { name: 'Buyer' }).getByRole('link', { name: /Messages/ })).toContainText(dot, live);
    await buyerRow.click();
    await expect(page.getByRole('log').locator('[data-own="false"]', { hasText: answer })).toBeVisible();
    await expect(buyerRow).not.toContainText(dot);

    // the seller ships it; the buyer finds it in Order History with the change in its details
    await sellerPage.goto('/order');
    await searchFor(sellerPage, 'Search all orders', number);
    const row = sellerOf(sellerPage).getByRole('row').filter({ hasText: number });
    await row.getByRole('combobox', { name: `Change status of order ${number}` }).selectOption('Shipped');
    await row.getByRole('button', { name: `Save order ${number}` }).click();
    await expect(sellerPage.getByText('Updated Successfully')).toBeVisible();
  } finally {
    await sellerContext.close();
  }

  await page.goto('/buyerorderhistory');
  const history = buyerOf(page).getByRole('table', { name: 'Order history' });
  await expect(history.getByRole('row').filter({ hasText: number })).toBeVisible();
  await history.getByRole('button', { name: `View Details of order ${number}` }).click();
  const details = page.getByRole('dialog', { name: `Order ${number}` });
  await expect(details.getByText(/changed status from In Progress to Shipped/)).toBeVisible();
  // the seller's own shipping text, not a fixed one
  expect(order.sellerAccountData.preferredShipping).toBeTruthy();
  await expect(details.getByText(order.sellerAccountData.preferredShipping!)).toBeVisible();
});
