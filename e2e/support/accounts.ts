import { expect, type Page } from '@playwright/test';

/** An address no earlier run has used. */
export const uniqueEmail = (role: 'buyer' | 'seller'): string => `${role}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@e2e.test`;

/** A sign-up password (docs/product.md §5: 8+, a digit and one of !@#$%^&*). */
export const signupPassword = 'Xchange#2026e2e';

/** Fills and sends the /loginpage sign-up form, picking the address from the place suggestions. */
export async function signUp(page: Page, type: 'buyer' | 'seller', email: string): Promise<void> {
  await page.goto('/loginpage');
  const form = page.getByRole('form', { name: 'Sign Up' });
  await form.getByRole('radio', { name: type === 'seller' ? 'Seller' : 'Buyer' }).check({ force: true });
  await form.getByRole('textbox', { name: 'First Name' }).fill('Jane');
  await form.getByRole('textbox', { name: 'Last Name' }).fill(type === 'seller' ? 'Seller' : 'Buyer');
  await form.getByRole('textbox', { name: 'Company Name' }).fill('E2E Instruments');
  await form.getByRole('textbox', { name: 'Phone' }).fill('(201) 555-0123');
  await form.getByRole('combobox', { name: 'Address' }).pressSequentially('12 Main Street, Springfie', { delay: 20 });
  await page
    .getByRole('option', { name: /^Springfield, Illinois/ })
    .first()
    .click();
  await expect(form.getByRole('combobox', { name: 'Continent' })).toHaveValue('North America');
  await expect(form.getByRole('textbox', { name: 'Country' })).toHaveValue('United States');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByLabel('Password').fill(signupPassword);
  const submit = form.getByRole('button', { name: 'SIGNUP' });
  await expect(submit).toBeDisabled();
  await form.getByRole('checkbox', { name: /terms and conditions/ }).check({ force: true });
  await submit.click();
  await expect(page.getByText('Signup successfully.')).toBeVisible();
  await expect(page).toHaveURL(
    new RegExp(`/verification\\?username=${encodeURIComponent(email).replace(/\./g, '\\.')}&sellerId=\\d+&type=${type}`),
  );
}

/** Logs in through the /loginpage form. */
export async function logIn(page: Page, type: 'buyer' | 'seller', email: string, password: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByRole('radio', { name: type === 'seller' ? 'Seller' : 'Buyer' }).check({ force: true });
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'LOGIN' }).click();
}

/** What the shell stored for the session (docs/product.md §3). */
export const storedSession = (page: Page) =>
  page.evaluate(() => ({ token: localStorage.getItem('token'), type: localStorage.getItem('type'), data: localStorage.getItem('data') }));
