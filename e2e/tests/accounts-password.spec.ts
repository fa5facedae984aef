import { expect, test } from '@playwright/test';
import { logIn, signupPassword, storedSession, uniqueEmail } from '../support/accounts';
import { readCode, canReadOutbox, outboxDir } from '../support/outbox';

test.skip(!canReadOutbox(), `reads codes from the site's mail outbox (${outboxDir}); set E2E_DATA_DIR or OUTBOX_DIR`);

const newPassword = 'Renewed2026pass';

for (const type of ['buyer', 'seller'] as const) {
  test(`a ${type} resets a forgotten password with the emailed code and logs in with the new one`, async ({ page, request }) => {
    const email = uniqueEmail(type);
    // The account is made through the API: this journey is about the password, the sign-up form has its own.
    const signup = await request.post(`/api/v1/signup/${type}`, {
      data: {
        type,
        firstName: 'Jane',
        lastName: 'Reset',
        company: 'E2E Instruments',
        phone: '+1 201 555 0123',
        address: '12 Main Street, Springfield',
        username: email,
        password: signupPassword,
        tnc: true,
        latitude: 39.8,
        longitude: -89.64,
        continent: 'North America',
        country: 'United States',
      },
    });
    expect(signup.ok()).toBe(true);
    const otp = await readCode(email, 'verification code');
    expect((await request.post(`/api/v1/signup/${type}Verify?${new URLSearchParams({ email, otp })}`)).ok()).toBe(true);

    await page.goto('/loginpage');
    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    const forgot = page.getByRole('form', { name: 'Forgot Password' });
    await forgot.getByRole('radio', { name: type === 'seller' ? 'Seller' : 'Buyer' }).check({ force: true });
    await forgot.getByRole('textbox', { name: 'Email' }).fill(email);
    await forgot.getByRole('button', { name: 'Send Code' }).click();

    const reset = page.getByRole('form', { name: 'Reset Password' });
    await reset.getByRole('textbox', { name: 'Verification Code' }).fill(await readCode(email, 'password reset code'));
    await reset.getByLabel('New Password').fill(newPassword);
    await reset.getByLabel('Confirm Password').fill(newPassword);
    await reset.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Password is updated')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Login' })).toBeVisible();

    await logIn(page, type, email, signupPassword);
    await expect(page).toHaveURL(/\/loginpage$/);
    await logIn(page, type, email, newPassword);
    await expect(page).toHaveURL(type === 'seller' ? /\/overview$/ : /\/myacc$/);
    expect((await storedSession(page)).type).toBe(type);
  });
}
