import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Offer, Order, Product } from '@xchange/contract';
import { apiLogin, bearerOf, demo, signIn } from '../support/login';
import { orderBuyer, searchFor, sellerOf } from '../support/seller-orders';
import { publishDemoListing } from '../support/seller-products';

/** A fresh listing of the demo seller that takes offers (so no earlier run left an open offer on it). */
const listingTakingOffers = (request: APIRequestContext, name: string): Promise<Product> =>
  publishDemoListing(request, {
    productname: name,
    description: 'Ex-demo unit, calibrated, with probes.',
    price: '12000',
    condition: 'Ex-demonstration',
    acceptoffers: 'true',
  });

test.describe('negotiation: offer, counter, accept, order at the agreed amount (docs/product.md §2.11)', () => {
  test('the buyer offers, the seller counters, the buyer accepts and orders; the seller sees the order at that amount', async ({
    page,
    browser,
    request,
  }) => {
    const name = `Offer E2E ${Date.now().toString(36)}`;
    const listing = await listingTakingOffers(request, name);

    await signIn(page, orderBuyer);
    await page.goto(`/product/${listing.id}`);
    await page.getByRole('button', { name: 'Make an offer', exact: true }).click();
    const offerDialog = page.getByRole('dialog', { name: 'Make an offer' });
    await expect(offerDialog).toContainText('$12,000');
    await offerDialog.getByRole('textbox', { name: 'Your offer per unit (USD)' }).fill('10000');
    await offerDialog.getByRole('textbox', { name: 'Message to the seller' }).fill('Would you take $10,000 with the probes?');
    await offerDialog.getByRole('button', { name: 'Send offer' }).click();
    await expect(page.getByText('Your offer was sent to the seller.').first()).toBeVisible();

    const sellerContext = await browser.newContext();
    const sellerPage = await sellerContext.newPage();
    await signIn(sellerPage, demo.seller);
    await sellerPage.goto('/selleroffers');
    const sellerCard = sellerOf(sellerPage).getByRole('article').filter({ hasText: name });
    await expect(sellerCard).toContainText('$10,000');
    await sellerCard.getByRole('button', { name: 'Counter', exact: true }).click();
    const counter = sellerPage.getByRole('dialog', { name: 'Counter this offer' });
    await counter.getByRole('textbox', { name: 'Your price per unit (USD)' }).fill('11000');
    await counter.getByRole('button', { name: 'Send counter' }).click();
    await expect(sellerPage.getByText('Your counter was sent to the buyer.').first()).toBeVisible();

    await page.goto('/buyeroffers');
    const buyerCard = page.getByRole('article').filter({ hasText: name });
    await expect(buyerCard).toContainText('$11,000');
    await buyerCard.getByRole('button', { name: 'Accept', exact: true }).click();
    await page.getByRole('alertdialog', { name: 'Accept this amount?' }).getByRole('button', { name: 'Accept', exact: true }).click();
    await expect(page.getByText('You accepted the offer.').first()).toBeVisible();

    const accepted = page.getByRole('article').filter({ hasText: name });
    await accepted.getByRole('button', { name: 'Place order at $11,000' }).click();
    const orderDialog = page.getByRole('dialog', { name: 'Order at the agreed price' });
    await expect(orderDialog).toContainText('1 × $11,000 = $11,000');
    await orderDialog.getByRole('button', { name: 'Place order at $11,000' }).click();
    await expect(page).toHaveURL(/\/buyerorder/);
    await expect(page.getByText('Order placed at the agreed price.').first()).toBeVisible();

    // the agreed price is the order's: the seller finds it under In Progress at $11,000
    const buyer = await apiLogin(request, orderBuyer);
    const offers = await request.get('/api/v1/offers?role=buyer&tab=accepted&size=50', { headers: { Authorization: bearerOf(buyer) } });
    const ordered = ((await offers.json()) as { content: Offer[] }).content.find((o) => o.productId === listing.id);
    expect(ordered?.status).toBe('ordered');
    const orders = (await (await request.get('/api/v1/order', { headers: { Authorization: bearerOf(buyer) } })).json()) as Order[];
    const order = orders.find((o) => o.id === ordered!.orderId)!;
    expect(order.total).toBe(11000);

    await sellerPage.goto('/order');
    await searchFor(sellerPage, 'Search all orders', order.ordernumber);
    const row = sellerOf(sellerPage).getByRole('row').filter({ hasText: order.ordernumber });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: `View details of order ${order.ordernumber}` }).click();
    await expect(sellerPage.getByRole('dialog', { name: `Order ${order.ordernumber}` })).toContainText('$11,000');
    await sellerContext.close();
  });
});
