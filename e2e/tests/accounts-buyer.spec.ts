import { expect, test } from '@playwright/test';
import { logIn, signUp, signupPassword, storedSession, uniqueEmail } from '../support/accounts';
import { readCode, canReadOutbox, outboxDir } from '../support/outbox';
import { watchConsole } from '../support/console';

test.skip(!canReadOutbox(), `reads codes from the site's mail outbox (${outboxDir}); set E2E_DATA_DIR or OUTBOX_DIR`);

test('a buyer signs up, verifies the emailed code, lands on /myacc signed in, logs out and in again', async ({ page }) => {
  const problems = watchConsole(page);
  const email = uniqueEmail('buyer');
  await signUp(page, 'buyer', email);
  await expect(page.getByRole('heading', { level: 1, name: 'Enter Verification Code' })).toBeVisible();

  await page.getByRole('button', { name: 'Verify Code' }).click();
  await expect(page.getByText('Code is required')).toBeVisible();
  await page.getByRole('textbox', { name: 'Verification Code' }).fill(await readCode(email, 'verification code'));
  await page.getByRole('button', { name: 'Verify Code' }).click();

  await expect(page).toHaveURL(/\/myacc$/);
  const session = await storedSession(page);
  expect(session.token).toMatch(/^Bearer /);
  expect(session.type).toBe('buyer');
  expect(JSON.parse(session.data ?? '{}')).toMatchObject({ username: email, firstname: 'Jane' });

  await page.locator('[data-remote="buyer"]').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/loginpage$/);
  expect(await storedSession(page)).toEqual({ token: null, type: null, data: null });
  const revoked = await page.request.get('/api/v1/buyerprofile/get-profile', { headers: { Authorization: session.token ?? '' } });
  expect(revoked.status(), 'the old token is revoked on logout').toBe(401);

  await logIn(page, 'buyer', email, signupPassword);
  await expect(page).toHaveURL(/\/myacc$/);
  expect(problems).toEqual([]);
});

test('sign-up gives the docs/product.md §5 texts and keeps SIGNUP disabled until the terms are ticked', async ({ page }) => {
  await page.goto('/loginpage');
  const form = page.getByRole('form', { name: 'Sign Up' });
  await expect(form.getByRole('button', { name: 'SIGNUP' })).toBeDisabled();
  await expect(form.getByRole('combobox', { name: 'Phone country' })).toHaveValue('US');
  await form.getByRole('checkbox', { name: /terms and conditions/ }).check({ force: true });
  await form.getByRole('button', { name: 'SIGNUP' }).click();
  for (const text of [
    'First Name is required.',
    'Last Name is required.',
    'Company Name is required.',
    'Phone is required.',
    'Email is required.',
    'Password is required.',
  ])
    await expect(form.getByText(text)).toBeVisible();
  await expect(form.getByRole('link', { name: /Terms and Conditions/ })).toHaveAttribute('href', '/terms-and-condition');
});
