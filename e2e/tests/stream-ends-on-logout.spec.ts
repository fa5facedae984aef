import { expect, test, type APIRequestContext } from '@playwright/test';
import type { AuthResponse } from '@xchange/contract';
import { signupPassword, uniqueEmail } from '../support/accounts';
import { apiLogin, bearerOf, demo, storeAuth } from '../support/login';
import { placeOrderWith, sendAs } from '../support/messages';
import { readCode } from '../support/outbox';

// A fresh buyer: logging out ends every session of the account, which must not touch accounts other specs use.
async function newBuyer(request: APIRequestContext): Promise<AuthResponse> {
  const email = uniqueEmail('buyer');
  const since = Date.now();
  const signup = await request.post('/api/v1/signup/buyer', {
    data: {
      firstName: 'Lena',
      lastName: 'Stream',
      company: 'Stream Labs',
      phone: '(201) 555-0144',
      address: '4 Relay Road, Austin, TX',
      username: email,
      password: signupPassword,
      tnc: true,
      continent: 'North America',
      country: 'United States',
      type: 'buyer',
    },
  });
  expect(signup.status(), 'signup/buyer').toBe(200);
  const code = await readCode(email, 'verification code', since);
  const verify = await request.post(`/api/v1/signup/buyerVerify?email=${encodeURIComponent(email)}&otp=${code}`);
  expect(verify.status(), 'buyerVerify').toBe(200);
  return (await verify.json()) as AuthResponse;
}

test('signing out elsewhere ends the open message stream and the page is signed out without a click', async ({ page, request }) => {
  const buyer = await newBuyer(request);
  const seller = await apiLogin(request, demo.seller);
  const order = await placeOrderWith(request, buyer, seller);
  await sendAs(request, buyer, order, 'buyer', `Is ${order.ordernumber} boxed with its accessories?`);

  await storeAuth(page, buyer, 'buyer');
  const streamOpened = page.waitForResponse((r) => r.url().endsWith('/api/v1/message/stream') && r.status() === 200);
  await page.goto('/msg');
  const row = page.getByRole('button', { name: new RegExp(`Order ${order.ordernumber}`) });
  await expect(row).toBeVisible();
  await streamOpened;

  // the same account signs out on another device, through the API with that device's own token
  const elsewhere = await request.post('/api/v1/auth/buyer', {
    data: { username: buyer.data.username, password: signupPassword, type: 'buyer' },
  });
  expect(elsewhere.status()).toBe(200);
  const logout = await request.post('/api/v1/auth/logout', {
    headers: { Authorization: bearerOf((await elsewhere.json()) as AuthResponse) },
  });
  expect(logout.status()).toBe(200);
  // without the stream ending, this would arrive live and the page would stay signed in
  await sendAs(request, seller, order, 'seller', `Sent after the logout: ${order.ordernumber} ships Monday.`);

  // the ended stream reconnects with the revoked token, is refused, and the shell signs the page out: no click needed
  await expect(page).toHaveURL(/\/$/, { timeout: 8_000 });
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
});
