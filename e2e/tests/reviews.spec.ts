import { expect, test } from '@playwright/test';
import { adminOf } from '../support/admin';
import { apiLogin, bearerOf, demo, signIn } from '../support/login';
import { orderBuyer, orderSeller, placeFreshOrder } from '../support/seller-orders';
import { catalogCards, filterGroup, homepage, paramsOf, shopOf } from '../support/shop';
import { takenOver } from '../support/taken-over';

test.describe('verified reviews and the seller storefront (docs/product.md §2.13)', () => {
  test('a buyer reviews a completed order, the storefront lists it with the rating, the admin hides it and the storefront drops it', async ({
    page,
    browser,
    request,
  }) => {
    const tag = Date.now().toString(36);
    const order = await placeFreshOrder(request, `review-${tag}`);
    const seller = await apiLogin(request, orderSeller);
    const completed = await request.post('/api/v1/order/update-status', {
      headers: { Authorization: bearerOf(seller) },
      data: { orderid: order.id, sellerid: seller.data.id, orderStatus: 'Completed', paymentStatus: 'Paid', comments: '' },
    });
    expect(completed.status(), await completed.text()).toBe(200);

    // the buyer reviews it from the order history
    const title = `Exactly as listed ${tag}`;
    await signIn(page, orderBuyer);
    await page.goto('/buyerorderhistory');
    await page.getByRole('button', { name: `Review this seller for order ${order.ordernumber}` }).click();
    const dialog = page.getByRole('dialog', { name: /^Review / });
    await dialog.getByText('5 stars', { exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
    await dialog.getByRole('textbox', { name: 'Your review' }).fill('Calibrated, double-boxed, <b>arrived</b> in two days.');
    await dialog.getByRole('button', { name: 'Publish review' }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: order.ordernumber });
    await expect(row.getByText('Reviewed')).toBeVisible();

    // the storefront shows the seller's rating (or "New seller") and lists the review, its markup as text
    const storefront = await browser.newPage();
    await storefront.goto(`/seller/${seller.data.id}`);
    const shop = storefront.locator('[data-remote="shop"]');
    await expect(shop.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(shop.getByRole('img', { name: /^Rated .* out of 5 from \d+ reviews?$/ }).or(shop.getByText('New seller'))).toBeVisible();
    const review = shop.getByRole('article', { name: title });
    await expect(review).toBeVisible();
    await expect(review).toContainText('Calibrated, double-boxed, <b>arrived</b> in two days.');
    await expect(review.locator('b')).toHaveCount(0);

    // the admin hides it with a reason; the storefront no longer shows it
    const adminPage = await browser.newPage();
    await signIn(adminPage, demo.admin);
    await adminPage.goto('/admin-reviews');
    await adminOf(adminPage).getByRole('button', { name: 'All reviews' }).click();
    const card = adminOf(adminPage).getByRole('article', { name: title });
    await card.getByRole('button', { name: 'Hide' }).click();
    const hide = adminPage.getByRole('dialog', { name: 'Hide review' });
    await hide.getByRole('textbox', { name: 'Reason' }).fill('Hidden by the review e2e suite.');
    await hide.getByRole('button', { name: 'Hide review' }).click();
    await expect(hide).toBeHidden();

    await storefront.reload();
    await expect(shop.getByRole('heading', { name: 'Reviews', exact: true })).toBeVisible();
    await expect(shop.getByRole('article', { name: title })).toHaveCount(0);
  });

  test("a storefront searches and filters only its seller's listings", async ({ page, request }) => {
    const seller = await apiLogin(request, demo.seller);
    const own = await homepage(request, { seller: seller.data.id, page: 1, size: 1, sortBy: 'price', sortOrder: 'asc' });
    const listing = own.body.content[0]!;
    const word = listing.productname.split(/\s+/)[0]!;

    await page.goto(`/seller/${seller.data.id}`);
    const shop = shopOf(page);
    const front = await request.get(`/api/v1/sellers/${seller.data.id}/storefront`);
    const { company } = (await front.json()) as { company: string };
    await expect(shop.getByRole('heading', { level: 1, name: company })).toBeVisible();
    await expect(filterGroup(page, 'Brand')).toBeVisible();
    await expect(filterGroup(page, 'Seller')).toHaveCount(0);
    await takenOver(page);
    await shop.getByRole('combobox', { name: `Search ${company}'s listings` }).fill(word);
    await shop.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => paramsOf(page).get('q')).toBe(word);
    expect(new URL(page.url()).pathname).toBe(`/seller/${seller.data.id}`);
    await expect(catalogCards(page).filter({ hasText: listing.productname }).first()).toBeVisible();
    // every result is this seller's: the API's own answer for the same words and seller has as many
    const scoped = await homepage(request, {
      seller: seller.data.id,
      search: word,
      page: 1,
      size: 9,
      sortBy: 'relevance',
      sortOrder: 'desc',
    });
    await expect(catalogCards(page)).toHaveCount(scoped.body.content.length);

    // a filter narrows the same scoped view and joins the words in the address
    const condition = listing.condition ?? 'Used';
    await filterGroup(page, 'Condition').getByText(condition, { exact: true }).click();
    await expect.poll(() => paramsOf(page).get('condition')).toBe(condition);
    expect(paramsOf(page).get('q')).toBe(word);
    await expect(catalogCards(page).filter({ hasText: listing.productname }).first()).toBeVisible();
  });
});
