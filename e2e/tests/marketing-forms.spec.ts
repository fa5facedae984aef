import { expect, test } from '@playwright/test';
import { watchConsole } from '../support/console';
import { canReadOutbox, newestMail } from '../support/outbox';

/** The site's support and leasing addresses (API defaults SUPPORT_EMAIL, LEASING_EMAIL). */
const support = process.env.E2E_SUPPORT_EMAIL ?? 'support@xchange.test';
const leasing = process.env.E2E_LEASING_EMAIL ?? 'leasing@xchange.test';
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test('contact form: docs/product.md §5 texts, then the message reaches support through the outbox', async ({ page }) => {
  test.skip(!canReadOutbox(), 'needs the site outbox');
  const problems = watchConsole(page);
  const since = Date.now();
  const id = unique();
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByRole('button', { name: 'Send Message' }).click();
  for (const text of ['Name is required', 'Email is required', 'Message is required'])
    await expect(form.getByText(text, { exact: true })).toBeVisible();
  await form.getByRole('textbox', { name: /Name/ }).fill('Ann Lee');
  await form.getByRole('textbox', { name: /Email/ }).fill('ann@');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Invalid email address')).toBeVisible();
  await form.getByRole('textbox', { name: /Email/ }).fill(`ann.${id}@acme.test`);
  await form.getByRole('textbox', { name: /Message/ }).fill(`Do you rent oscilloscopes by the week? Ref ${id}`);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message Sent Successfully', { exact: true }).first()).toBeVisible();
  await expect(form.getByRole('status')).toContainText('Message Sent Successfully');
  await expect(form.getByRole('textbox', { name: /Message/ })).toHaveValue('');

  await expect
    .poll(async () => (await newestMail(support, 'contact form message', since))?.text ?? '', { timeout: 15_000 })
    .toContain(`Ref ${id}`);
  const mail = await newestMail(support, 'contact form message', since);
  expect(mail?.text).toContain(`ann.${id}@acme.test`);
  expect(problems).toEqual([]);
});

test('the privacy page leads to the contact form at /contactus', async ({ page }) => {
  await page.goto('/privacy');
  await page.getByRole('link', { name: 'Open the contact form' }).click();
  await expect(page).toHaveURL(/\/contactus$/);
  await expect(page.getByRole('form', { name: 'Contact form' })).toBeVisible();
});

test('lease to own: the calculator answers and GET APPROVED! mails the leasing team', async ({ page }) => {
  test.skip(!canReadOutbox(), 'needs the site outbox');
  const since = Date.now();
  const company = `Acme Labs ${unique()}`;
  await page.goto('/lease');
  await page.getByRole('button', { name: 'CALCULATE YOUR MONTHLY PAYMENTS' }).click();
  const calc = page.getByRole('form', { name: 'Lease calculator' });
  await calc.getByRole('textbox', { name: /Equipment price/ }).fill('50000');
  await calc.getByRole('combobox', { name: /Lease term/ }).selectOption('36');
  await calc.getByRole('textbox', { name: /Yearly interest rate/ }).fill('6');
  await calc.getByRole('textbox', { name: /Residual value/ }).fill('5000');
  await calc.getByRole('button', { name: 'Calculate' }).click();
  await expect(calc.getByTestId('monthly-payment')).toHaveText('$1,393.99');

  await page.getByRole('button', { name: 'GET APPROVED!' }).click();
  const form = page.getByRole('form', { name: 'Lease application' });
  await form.getByRole('textbox', { name: /Full Name/ }).fill('Ann Lee');
  await form.getByRole('textbox', { name: /Company Name/ }).fill(company);
  await form.getByRole('textbox', { name: /Email/ }).fill('ann@acme.test');
  await form.getByRole('textbox', { name: /Phone/ }).fill('+1 555 010 2030');
  await form.getByRole('textbox', { name: /^Equipment\W*$/ }).fill('Keysight N9020B signal analyser');
  await form.getByRole('textbox', { name: /Equipment price/ }).fill('42000');
  await form.getByRole('button', { name: 'Send Application' }).click();
  await expect(form.getByRole('status')).toContainText('Application received.');
  await expect
    .poll(async () => (await newestMail(leasing, company, since))?.text ?? '', { timeout: 15_000 })
    .toContain('Keysight N9020B signal analyser');
});

test('coming soon: Summer 2024 and a sign-up for launch news that is stored', async ({ page }) => {
  test.skip(!canReadOutbox(), 'needs the site outbox');
  const since = Date.now();
  const email = `lab.${unique()}@uni.test`;
  await page.goto('/');
  await expect(page.getByText('Launching Summer 2024')).toBeVisible();
  const form = page.getByRole('form', { name: 'Sign up for launch news' });
  await form.getByRole('textbox', { name: /Email address for launch news/ }).fill(email);
  await form.getByRole('button', { name: 'Notify Me' }).click();
  await expect(form.getByRole('status')).toHaveText('Thank you! We will email you when The Xchange Marketplace opens.');
  await expect
    .poll(async () => (await newestMail(email, 'launch list', since))?.subject ?? '', { timeout: 15_000 })
    .toContain('launch list');
});
