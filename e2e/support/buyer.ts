import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { AuthResponse, HomepageResponse, ProductWire } from '@xchange/contract';
import { uniqueEmail, signupPassword } from './accounts';
import { apiLogin, bearerOf, type Account } from './login';
import { readCode } from './outbox';
import { openShop, shopOf } from './shop';

/** The buyer remote's slot on the page. */
export const buyerOf = (page: Page): Locator => page.locator('[data-remote="buyer"]');

/** A fresh, verified buyer of its own (its server cart and orders are touched by no other spec). */
export async function freshBuyer(request: APIRequestContext): Promise<Account> {
  const username = uniqueEmail('buyer');
  const signup = await request.post('/api/v1/signup/buyer', {
    data: {
      type: 'buyer',
      firstName: 'Cara',
      lastName: 'Checkout',
      company: 'Checkout Labs',
      phone: '+12015550123',
      address: '42 Checkout Way, Austin, TX',
      username,
      password: signupPassword,
      tnc: true,
      continent: 'North America',
      country: 'United States',
    },
  });
  expect(signup.status(), await signup.text()).toBe(200);
  const code = await readCode(username, 'verification code');
  const verify = await request.post(`/api/v1/signup/buyerVerify?email=${encodeURIComponent(username)}&otp=${code}`);
  expect(verify.status(), await verify.text()).toBe(200);
  return { type: 'buyer', username, password: signupPassword };
}

/** A visible listing of a demo seller whose name no other listing has (so its shop card is unambiguous); `skip` picks a later one. */
export async function listingOf(request: APIRequestContext, seller: Account, skip = 0): Promise<ProductWire> {
  const auth = await apiLogin(request, seller);
  const shop = await request.post('/api/v1/home/homepage', { data: { page: 1, size: 30, seller: auth.data.id } });
  expect(shop.status()).toBe(200);
  let left = skip;
  for (const product of ((await shop.json()) as HomepageResponse).body.content) {
    const same = await request.post('/api/v1/home/homepage', { data: { page: 1, size: 50, search: product.productname } });
    const named = ((await same.json()) as HomepageResponse).body.content.filter((p) => p.productname === product.productname);
    if (named.length !== 1) continue;
    if (left-- === 0) return product;
  }
  throw new Error(`no listing with a unique name of ${seller.username}`);
}

/** GET cart as the API answers it for this buyer. */
export async function serverCart(request: APIRequestContext, auth: AuthResponse): Promise<{ id: number; quantity: number }[]> {
  const response = await request.get('/api/v1/cart', { headers: { Authorization: bearerOf(auth) } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as (ProductWire & { quantity: number })[]).map((p) => ({ id: p.id, quantity: p.quantity }));
}

/** The amount of a '$12,345.67' text. */
export const dollars = (text: string | null): number => Number((/\$([\d,]+(?:\.\d+)?)/.exec(text ?? '')?.[1] ?? 'NaN').replace(/,/g, ''));

/** The price a buyer pays for a listing (docs/product.md §9). */
export const payPrice = (p: Pick<ProductWire, 'price' | 'discountprice'>): number => (p.discountprice === '' ? p.price : p.discountprice);

/** Finds a listing in the shop by its (unique) name and adds it to the cart with the card's cart icon. */
export async function addFromShop(page: Page, listing: Pick<ProductWire, 'productname'>): Promise<void> {
  await openShop(page, `?q=${encodeURIComponent(listing.productname)}`);
  await shopOf(page)
    .getByRole('button', { name: `Add ${listing.productname} to cart`, exact: true })
    .first()
    .click();
  await expect(
    shopOf(page)
      .getByRole('button', { name: `Remove ${listing.productname} from cart`, exact: true })
      .first(),
  ).toBeVisible();
}
