import { expect, test } from '@playwright/test';
import type { OrderWire } from '@xchange/contract';
import { logIn } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { addFromShop, buyerOf, dollars, freshBuyer, listingOf, payPrice, serverCart } from '../support/buyer';
import { apiLogin, bearerOf, type Account } from '../support/login';
import { newestMail } from '../support/outbox';

const seller: Account = { type: 'seller', username: 'seller@demo.test', password: 'Seller#2024pass' };
const seller2: Account = { type: 'seller', username: 'seller2@demo.test', password: 'Seller#2024pass' };

test("a buyer checks out two sellers' listings: cart totals, order summary, two orders, seller mails", async ({ page, request }) => {
  const account = await freshBuyer(request);
  const [a, b] = [await listingOf(request, seller), await listingOf(request, seller2)];
  const since = Date.now();

  await page.goto('/loginpage');
  await logIn(page, 'buyer', account.username, account.password);
  await expect(page).toHaveURL(/\/myacc$/);

  for (const listing of [a, b]) await addFromShop(page, listing);
  await expect(page.getByTestId('cart-badge')).toHaveText('2');

  await page.goto('/cart');
  const cart = buyerOf(page);
  await expect(cart.getByRole('listitem', { name: a.productname })).toBeVisible();
  await cart.getByRole('button', { name: `Increase quantity of ${a.productname}` }).click();
  const expected = payPrice(a) * 2 + payPrice(b);
  await expect.poll(async () => dollars(await cart.getByTestId('cart-total').textContent())).toBe(expected);
  expect(dollars(await cart.getByTestId('cart-subtotal').textContent())).toBe(expected);
  const lineOfB = cart.getByRole('listitem', { name: b.productname });
  await expect(lineOfB.getByText(b.sellinginstrument, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await cart.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/ordersummary$/);
  await expect(cart.getByRole('heading', { level: 1, name: 'Order Summary' })).toBeVisible();
  await cart.getByRole('button', { name: `View Details of ${b.productname}` }).click();
  const details = page.getByRole('dialog', { name: `Details of ${b.productname}` });
  await expect(details.getByText(b.sellinginstrument, { exact: true })).toBeVisible();
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(cart.getByRole('textbox', { name: 'Delivery Address' })).toHaveValue('42 Checkout Way, Austin, TX');
  await expectNoSeriousA11yViolations(page);
  await cart.getByRole('textbox', { name: 'Notes' }).fill('Please call receiving first.');
  await cart.getByRole('textbox', { name: 'Preferred Payment Method' }).fill('Wire transfer');
  // a double click still places one set of orders
  await cart.getByRole('button', { name: 'Place Order' }).dblclick();
  await expect(page.getByText('Order placed successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/buyerorder$/);
  await expect(page.getByTestId('cart-badge')).toHaveText('0');

  const table = buyerOf(page).getByRole('table', { name: 'Current orders' });
  await expect(table.getByRole('row')).toHaveCount(3);
  const auth = await apiLogin(request, account);
  const orders = (await (await request.get('/api/v1/order', { headers: { Authorization: bearerOf(auth) } })).json()) as OrderWire[];
  expect(orders).toHaveLength(2);
  expect(orders.map((o) => o.total).sort((x, y) => x - y)).toEqual([payPrice(a) * 2, payPrice(b)].sort((x, y) => x - y));
  expect(await serverCart(request, auth)).toEqual([]);

  const ofA = orders.find((o) => o.product[0]!.id === a.id)!;
  await table.getByRole('button', { name: `View Details of order ${ofA.ordernumber}` }).click();
  const view = page.getByRole('dialog', { name: `Order ${ofA.ordernumber}` });
  await expect(view.getByText('42 Checkout Way, Austin, TX')).toBeVisible();
  await expect(view.getByText('Wire transfer')).toBeVisible();
  await expect(view.getByText(`Category: ${a.sellinginstrument}`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await view.getByRole('button', { name: 'Close' }).click();

  // the chat icon opens the order's message modal
  await table.getByRole('button', { name: `Message the seller about order ${ofA.ordernumber}` }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');

  await buyerOf(page).getByRole('navigation', { name: 'Buyer' }).getByRole('link', { name: 'Payments' }).click();
  const payments = buyerOf(page).getByRole('table', { name: 'Payments' });
  await expect(payments.getByRole('row', { name: new RegExp(ofA.ordernumber) })).toContainText('Wire transfer');
  await expectNoSeriousA11yViolations(page);

  await expect.poll(async () => (await newestMail(seller.username, ofA.ordernumber, since))?.text ?? '').toContain('Cara Checkout');
});

test("the cart follows the buyer to a second browser after login (merged with that browser's cart)", async ({ browser, request }) => {
  const account = await freshBuyer(request);
  const [a, b] = [await listingOf(request, seller, 1), await listingOf(request, seller2, 1)];

  const first = await browser.newContext();
  const one = await first.newPage();
  await one.goto('/loginpage');
  await logIn(one, 'buyer', account.username, account.password);
  await expect(one).toHaveURL(/\/myacc$/);
  await addFromShop(one, a);
  const auth = await apiLogin(request, account);
  await expect.poll(() => serverCart(request, auth)).toEqual([{ id: a.id, quantity: 1 }]);

  // another device: a visitor's cart with another listing, then login
  const second = await browser.newContext();
  const two = await second.newPage();
  await addFromShop(two, b);
  await two.goto('/loginpage');
  await logIn(two, 'buyer', account.username, account.password);
  await expect(two).toHaveURL(/\/myacc$/);
  await expect(two.getByTestId('cart-badge')).toHaveText('2');
  await expect
    .poll(() => serverCart(request, auth))
    .toEqual([
      { id: a.id, quantity: 1 },
      { id: b.id, quantity: 1 },
    ]);

  // a change on the second device reaches the first after a reload
  await two.goto('/cart');
  await buyerOf(two)
    .getByRole('button', { name: `Delete ${a.productname}` })
    .click();
  await expect.poll(() => serverCart(request, auth)).toEqual([{ id: b.id, quantity: 1 }]);
  await one.reload();
  await expect(one.getByTestId('cart-badge')).toHaveText('1');

  // logout clears this device's cart, not the stored one
  await two.goto('/myacc');
  await buyerOf(two).getByRole('button', { name: 'Logout' }).click();
  await expect(two.getByTestId('cart-badge')).toHaveText('0');
  // logout ended the sessions: log in again to read the stored cart
  expect(await serverCart(request, await apiLogin(request, account))).toEqual([{ id: b.id, quantity: 1 }]);
  await first.close();
  await second.close();
});

test("a visitor's checkout goes through the login page and back to the order summary", async ({ page, request }) => {
  const account = await freshBuyer(request);
  const listing = await listingOf(request, seller, 3);
  await addFromShop(page, listing);
  await page.goto('/cart');
  await expect(buyerOf(page).getByRole('navigation', { name: 'Buyer' })).toHaveCount(0);
  await buyerOf(page).getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/loginpage\?returnTo=%2Fordersummary$/);
  await logIn(page, 'buyer', account.username, account.password);
  await expect(page).toHaveURL(/\/ordersummary$/);
  await expect(buyerOf(page).getByRole('row', { name: new RegExp(listing.productname) })).toBeVisible();
});

test('the watchlist adds to the cart, proceeds to it and removes a listing', async ({ page, request }) => {
  const account = await freshBuyer(request);
  const listing = await listingOf(request, seller, 2);
  const auth = await apiLogin(request, account);
  const add = await request.post(`/api/v1/wishlist/add?productid=${listing.id}`, { headers: { Authorization: bearerOf(auth) } });
  expect(add.status()).toBe(200);
  await page.goto('/loginpage');
  await logIn(page, 'buyer', account.username, account.password);
  await expect(page).toHaveURL(/\/myacc$/);
  await buyerOf(page).getByRole('navigation', { name: 'Buyer' }).getByRole('link', { name: 'Watchlist' }).click();
  const table = buyerOf(page).getByRole('table', { name: 'Watchlist' });
  await expect(table.getByText(listing.productname)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await table.getByRole('button', { name: `Add to Cart: ${listing.productname}` }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await table.getByRole('button', { name: `Proceed to Cart with ${listing.productname}` }).click();
  await expect(buyerOf(page).getByRole('heading', { level: 1, name: 'Order Summary' })).toBeVisible();
  await buyerOf(page).getByRole('navigation', { name: 'Buyer' }).getByRole('link', { name: 'Watchlist' }).click();
  await table.getByRole('button', { name: `Remove ${listing.productname} from watchlist` }).click();
  await expect(page.getByText('Watchlist removed.')).toBeVisible();
  await expect(table.getByText(listing.productname)).toHaveCount(0);
});
