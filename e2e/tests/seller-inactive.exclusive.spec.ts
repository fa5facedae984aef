import { expect, test } from '@playwright/test';
import type { AccountListResponse } from '@xchange/contract';
import { adminAuth } from '../support/admin';
import { signIn } from '../support/login';
import { seller3, sellerOf } from '../support/seller-orders';

test('a seller deactivated by an administrator is signed out with that reason', async ({ page, request }) => {
  const headers = await adminAuth(request);
  const list = (await (
    await request.post('/api/v1/sellerprofile/getSellerList', { data: { search: seller3.username }, headers })
  ).json()) as AccountListResponse;
  const id = list.body.content[0]!.id;
  const setActive = (on: boolean) => request.put(`/api/v1/sellerprofile/updateAccountStatus?id=${id}&status=${on}`, { headers });
  await setActive(true); // a run stopped half-way may have left it inactive

  await signIn(page, seller3);
  await page.goto('/payments');
  await expect(sellerOf(page).getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
  try {
    expect((await setActive(false)).status()).toBe(200);
    // The notice shows for 4 s, so it is awaited from now on: the seller's live message stream may sign it out about a
    // second after the change, before the click below (which then waits in vain for its link); otherwise that click's
    // call does.
    const told = expect(
      page.getByText('Your account was deactivated by an administrator. You have been signed out; please contact support.'),
    ).toBeVisible();
    await sellerOf(page)
      .getByRole('link', { name: 'Shipped' })
      .click({ timeout: 2_000 })
      .catch(() => undefined);
    await told;
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  } finally {
    await setActive(true);
  }
});
