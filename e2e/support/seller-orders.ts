import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Order } from '@xchange/contract';
import { apiLogin, bearerOf, type Account } from './login';
import { homepage } from './shop';

/** The demo seller whose orders the seller-orders suite works on, and a buyer that orders from it. */
export const orderSeller: Account = { type: 'seller', username: 'seller@demo.test', password: 'Seller#2024pass' };
export const orderBuyer: Account = { type: 'buyer', username: 'buyer2@demo.test', password: 'Buyer#2024pass' };
/** The seller the exclusive suite deactivates and reactivates (never seller@ or seller2@). */
export const seller3: Account = { type: 'seller', username: 'seller3@demo.test', password: 'Seller#2024pass' };

/** The seller remote's slot on the page. */
export const sellerOf = (page: Page): Locator => page.locator('[data-remote="seller"]');

/** A fresh order from `orderBuyer` for one of `orderSeller`'s listings, placed through POST order/save. */
export async function placeFreshOrder(request: APIRequestContext, tag: string): Promise<Order> {
  const seller = await apiLogin(request, orderSeller);
  const listing = (await homepage(request, { seller: seller.data.id, size: 9, page: 1 })).body.content[0];
  expect(listing, 'a published listing of the demo seller').toBeTruthy();
  const buyer = await apiLogin(request, orderBuyer);
  const response = await request.post('/api/v1/order/save', {
    headers: { Authorization: bearerOf(buyer), 'Idempotency-Key': `e2e-${tag}` },
    data: {
      product: [{ id: listing!.id, quantity: 1 }],
      sellerid: seller.data.id,
      deliveryaddress: `${tag} Harbor Road, Boston`,
      postcode: `Wire transfer ${tag}`,
      total: 0,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const [order] = (await response.json()) as Order[];
  return order!;
}

/** Types into the list's search box and presses its Search button. */
export async function searchFor(page: Page, label: string, text: string): Promise<void> {
  await sellerOf(page).getByRole('searchbox', { name: label }).fill(text);
  await sellerOf(page).getByRole('button', { name: 'Search', exact: true }).click();
}
