import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import type { AuthResponse, Order, Product } from '@xchange/contract';
import { signupPassword, uniqueEmail } from '../support/accounts';
import { apiLogin, bearerOf, demo, storeAuth, storeDemoSession, type Account } from '../support/login';
import { newestMail, outboxDir, readCode } from '../support/outbox';
import { orangeJpeg } from '../support/pictures';
import { takenOver } from '../support/taken-over';

// Script and markup a user could type; each must come back as the same text, never as an element or a run script.
const img = '<img src=x onerror=window.__xss=1>';
const script = '<script>window.__xss=1</script>';
const svg = '"><svg onload=window.__xss=1>';

const tag = Math.random().toString(36).slice(2, 7);
const as = (auth: AuthResponse) => ({ Authorization: bearerOf(auth) });

interface Planted {
  admin: AuthResponse;
  seller: AuthResponse;
  buyer: AuthResponse;
  buyerAccount: Account;
  brand: { id: number; name: string };
  category: { id: number; name: string };
  product: Product;
  order: Order;
}

/** Signs up and verifies a new account whose names, company and address are the payloads. */
async function hostileAccount(api: APIRequestContext, type: 'buyer' | 'seller'): Promise<Account> {
  const username = uniqueEmail(type);
  const signup = await api.post(`/api/v1/signup/${type}`, {
    data: {
      type,
      firstName: `${img}${tag}`,
      lastName: svg,
      company: `${script}${tag}`,
      phone: '+12015550123',
      address: `${img} Road ${tag}`,
      username,
      password: signupPassword,
      tnc: true,
      continent: 'North America',
      country: 'United States',
    },
  });
  expect(signup.status(), await signup.text()).toBe(200);
  const code = await readCode(username, 'verification code');
  const verify = await api.post(`/api/v1/signup/${type}Verify?email=${encodeURIComponent(username)}&otp=${code}`);
  expect(verify.status(), await verify.text()).toBe(200);
  return { type, username, password: signupPassword };
}

async function ok<T>(response: Promise<APIResponse>, what: string): Promise<T> {
  const r = await response;
  expect(r.status(), `${what}: ${await r.text()}`).toBe(200);
  return (await r.json()) as T;
}

/** What to delete afterwards, filled in as each thing is created (a failed setup still cleans up). */
const created: { product?: number; brand?: number; category?: number; promotion?: number; advert?: number } = {};

/** Everything the spec plants through the API: brand, category, listing, account names, order fields, messages, promotion, advert. */
async function plant(api: APIRequestContext): Promise<Planted> {
  const admin = await apiLogin(api, demo.admin);
  const seller = await apiLogin(api, demo.seller);
  const brand = await ok<{ id: number; name: string }>(
    api.post('/api/v1/brands', { headers: as(admin), data: { name: `${img}${tag}` } }),
    'brand',
  );
  created.brand = brand.id;
  const category = await ok<{ id: number; name: string }>(
    api.post('/api/v1/categories/saveCategory', { headers: as(admin), data: { name: `${svg}${tag}` } }),
    'category',
  );
  created.category = category.id;
  const product = await ok<Product>(
    api.post('/api/v1/product/savewithfiles', {
      headers: as(seller),
      multipart: {
        productname: `${svg}${tag}`,
        description: `${script} ${img}`,
        price: '1234',
        discountprice: '',
        condition: 'Used',
        sellinginstrument: category.name,
        manufacturer: brand.name,
        tags: `${img},${script}`,
        pfile: orangeJpeg,
      },
    }),
    'listing',
  );
  created.product = product.id;
  const buyerAccount = await hostileAccount(api, 'buyer');
  const buyer = await apiLogin(api, buyerAccount);
  const [order] = await ok<Order[]>(
    api.post('/api/v1/order/save', {
      headers: { ...as(buyer), 'Idempotency-Key': randomUUID() },
      data: {
        product: [{ id: product.id, quantity: 1 }],
        sellerid: seller.data.id,
        deliveryaddress: `${svg} Lane ${tag}`,
        postcode: `${script}${tag}`,
        notes: `${img} notes ${tag}`,
        total: 0,
      },
    }),
    'order',
  );
  const message = (auth: AuthResponse, usertype: 'buyer' | 'seller', messagetext: string) =>
    ok(
      api.post('/api/v1/message', {
        headers: as(auth),
        data: { orderid: order!.id, buyerId: buyer.data.id, sellerId: seller.data.id, usertype, messagetext, notify: false },
      }),
      'message',
    );
  await message(buyer, 'buyer', `${img} from buyer ${tag}`);
  await message(seller, 'seller', `${svg} from seller ${tag}`);
  const sellerAccount = await apiLogin(api, await hostileAccount(api, 'seller'));
  const promotion = await ok<{ id: number }>(
    api.post('/api/v1/promotions', {
      headers: as(admin),
      data: {
        sellerId: sellerAccount.data.id,
        sellername: `${img}${tag}`,
        companyName: `${script}${tag}`,
        startdate: '01-01-2030',
        enddate: '01-31-2030',
      },
    }),
    'promotion',
  );
  created.promotion = promotion.id;
  const advert = await ok<{ id: number }>(
    api.post('/api/v1/advert', { headers: as(admin), multipart: { name: `${svg}${tag}`, url: '', tags: img, document: orangeJpeg } }),
    'advert',
  );
  created.advert = advert.id;
  return { admin, seller, buyer, buyerAccount, brand, category, product, order: order! };
}

/** The HTML part of the newest outbox mail whose subject contains `subject` (quoted-printable undone). */
async function htmlOfMail(subject: string): Promise<string> {
  const names = (await readdir(outboxDir))
    .filter((n) => n.endsWith('.json'))
    .sort()
    .reverse();
  for (const name of names) {
    const mail = JSON.parse(await readFile(path.join(outboxDir, name), 'utf8')) as { subject: string };
    if (!mail.subject.includes(subject)) continue;
    const eml = await readFile(path.join(outboxDir, name.replace(/\.json$/, '.eml')), 'utf8');
    const html = eml.split(/Content-Type: text\/html[^\n]*\n/)[1] ?? '';
    return html.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }
  throw new Error(`no mail "${subject}" in ${outboxDir}`);
}

/** Records dialogs and CSP violations; an injected handler would show up as one or the other. */
async function watchForScript(page: Page): Promise<string[]> {
  const fired: string[] = [];
  page.on('dialog', (d) => {
    fired.push(`dialog: ${d.message()}`);
    void d.dismiss();
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const w = window as unknown as { __cspViolations?: string[] };
      (w.__cspViolations ??= []).push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  return fired;
}

/** Each text is on the page as text once its code has taken it over, no payload became an element, nothing ran. */
async function expectInert(page: Page, texts: string[], fired: string[]): Promise<void> {
  await takenOver(page);
  for (const text of texts) await expect(page.getByText(text).first(), text).toBeAttached();
  const state = await page.evaluate(() => ({
    xss: (window as unknown as { __xss?: unknown }).__xss,
    violations: (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
    elements: document.querySelectorAll('[onerror], [onload], img[src="x"], svg[onload]').length,
    // a listing's JSON-LD block and a drawn page's answers carry its name as data (never run); any other script
    // holding the payload is an injection
    scripts: [...document.scripts].filter((s) => !/^application\/(ld\+)?json$/.test(s.type) && s.text.includes('__xss')).length,
  }));
  expect(state).toEqual({ xss: undefined, violations: [], elements: 0, scripts: 0 });
  expect(fired).toEqual([]);
}

test.describe.serial('typed markup comes back as text', () => {
  let planted: Planted;

  test.beforeAll(async ({ playwright }, info) => {
    test.setTimeout(90_000);
    const api = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
    planted = await plant(api);
    await api.dispose();
  });

  test.afterAll(async ({ playwright }, info) => {
    const api = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
    const admin = await apiLogin(api, demo.admin);
    const seller = await apiLogin(api, demo.seller);
    if (created.product) await api.delete(`/api/v1/product/${created.product}`, { headers: as(seller) });
    if (created.brand) await api.put(`/api/v1/brands/deleteBrand?id=${created.brand}`, { headers: as(admin) });
    if (created.category) await api.put(`/api/v1/categories/deleteCategory?id=${created.category}`, { headers: as(admin) });
    if (created.promotion) await api.put(`/api/v1/promotions/deletePromotion?id=${created.promotion}`, { headers: as(admin) });
    if (created.advert) await api.put(`/api/v1/advert/deleteAdvert?id=${created.advert}`, { headers: as(admin) });
    await api.dispose();
  });

  test('a visitor: the shop search box, the listing card and the product page', async ({ page }) => {
    const fired = await watchForScript(page);
    await page.goto('/xchangeShop');
    await takenOver(page);
    const search = page.locator('[data-remote="shop"]').getByRole('combobox', { name: 'Search the catalog' });
    await search.fill(img);
    await search.press('Enter');
    await expectInert(page, [img], fired);
    await page.goto(`/xchangeShop?q=${encodeURIComponent(tag)}`);
    await expectInert(page, [planted.product.productname], fired);
    await page.goto(`/product/${planted.product.id}`);
    await expectInert(page, [planted.product.productname, `${script} ${img}`, planted.brand.name, planted.category.name], fired);
    // the server-written JSON-LD holds the hostile name whole, inside its one data block
    const linkedData = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(linkedData.map((text) => (JSON.parse(text) as { name?: string }).name)).toEqual([planted.product.productname]);
    await page.goto('/home');
    await expect(page.locator('[data-remote="marketing"] h1').first()).toBeVisible();
    await expectInert(page, [], fired);
  });

  test('the buyer: orders, messages and the profile', async ({ page }) => {
    const fired = await watchForScript(page);
    await storeAuth(page, planted.buyer, 'buyer');
    await page.goto('/buyerorder');
    await expectInert(page, [planted.product.productname], fired);
    await page.goto('/msg');
    await page.locator('[data-remote="buyer"]').getByText(planted.product.productname).first().click();
    await expectInert(page, [`${img} from buyer ${tag}`, `${svg} from seller ${tag}`], fired);
    await page.goto('/myacc');
    await expect(page.locator('[data-remote="buyer"]').getByRole('textbox', { name: 'Company Name' })).toHaveValue(`${script}${tag}`);
    await expectInert(page, [], fired);
  });

  test('the seller: the order with the buyer’s names, address, payment method and notes, and the messages', async ({ page }) => {
    const fired = await watchForScript(page);
    await storeAuth(page, planted.seller, 'seller');
    await page.goto('/order');
    const seller = page.locator('[data-remote="seller"]');
    await seller.getByRole('searchbox').first().fill(tag);
    await seller.getByRole('button', { name: 'Search', exact: true }).click();
    await expectInert(page, [planted.product.productname, `${svg} Lane ${tag}`], fired);
    await seller
      .getByRole('button', { name: /^View details of order/ })
      .first()
      .click();
    await expectInert(page, [`${img}${tag}`, `${script}${tag}`, `${img} notes ${tag}`], fired);
    await page.goto('/messages');
    await seller.getByText(planted.product.productname).first().click();
    await expectInert(page, [`${img} from buyer ${tag}`, `${svg} from seller ${tag}`], fired);
  });

  test('the contact form reaches support as text, in the mail’s HTML too', async ({ request }) => {
    await ok(
      request.post('/api/v1/contact', { data: { name: `${img}${tag}`, email: uniqueEmail('buyer'), message: `${script} ${svg}` } }),
      'contact form',
    );
    const subject = `from ${img}${tag}`;
    await expect.poll(async () => (await newestMail('support@xchange.test', subject))?.subject ?? '').toContain(subject);
    const html = await htmlOfMail(subject);
    expect(html).toContain(`&lt;img src=x onerror=window.__xss=1&gt;${tag}`);
    for (const raw of [img, script, '<svg']) expect(html).not.toContain(raw);
  });

  test('the admin: brands, categories, buyers, sellers, promotions and adverts', async ({ page }) => {
    const fired = await watchForScript(page);
    await storeDemoSession(page, 'admin');
    const admin = page.locator('[data-remote="admin"]');
    const pages: Array<[string, string, string[]]> = [
      ['/admin-brands', tag, [planted.brand.name]],
      ['/admin-category', tag, [planted.category.name]],
      ['/admin-buyer', planted.buyerAccount.username, [`${img}${tag}`, `${script}${tag}`]],
      ['/admin-seller', tag, [`${img}${tag}`, `${script}${tag}`]],
      ['/admin-upcoming-seller-promotion', tag, [`${script}${tag}`]],
      ['/admin-advertisement', tag, [`${svg}${tag}`]],
    ];
    for (const [path, query, texts] of pages) {
      await page.goto(path);
      await expect(admin.getByRole('heading', { level: 1 })).toBeVisible();
      await admin.getByRole('searchbox').first().fill(query);
      await admin.getByRole('button', { name: 'Search', exact: true }).click();
      await expectInert(page, texts, fired);
    }
  });
});
