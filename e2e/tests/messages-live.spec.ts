import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { apiLogin, demo, storeAuth } from '../support/login';
import { placeOrderWith, readAll, sendAs, threadsOf } from '../support/messages';

// Live updates must come from the stream, well inside the 15 s polling fallback.
const live = { timeout: 8_000 };
const dotText = 'unread messages';

const sidebarMessages = (page: Page, nav: string) => page.getByRole('navigation', { name: nav }).getByRole('link', { name: /Messages/ });

test('a buyer and a seller message each other live, with the red dot on both sides', async ({ browser, request }) => {
  const buyerAuth = await apiLogin(request, demo.buyer);
  const sellerAuth = await apiLogin(request, demo.seller);
  const order = await placeOrderWith(request, buyerAuth, sellerAuth);
  // the thread of the new order exists from its first message; both sides start with everything read
  await sendAs(request, buyerAuth, order, 'buyer', `Order ${order.ordernumber} placed, thank you.`);
  await readAll(request, sellerAuth, 'seller');
  await readAll(request, buyerAuth, 'buyer');

  const sellerContext = await browser.newContext();
  const buyerContext = await browser.newContext();
  try {
    const seller = await sellerContext.newPage();
    await storeAuth(seller, sellerAuth, 'seller');
    await seller.goto('/messages');
    await expect(seller.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    const sellerRow = seller.getByRole('button', { name: new RegExp(`Order ${order.ordernumber}`) });
    await expect(sellerRow).toBeVisible();
    await expect(sellerRow).not.toContainText(dotText);
    // a wide screen opens the newest thread, this one: the seller closes it so the buyer's question stays unread
    await seller
      .getByRole('region', { name: /^Conversation with/ })
      .getByRole('button', { name: 'Close', exact: true })
      .click();

    const buyer = await buyerContext.newPage();
    await storeAuth(buyer, buyerAuth, 'buyer');
    await buyer.goto('/msg');
    const buyerRow = buyer.getByRole('button', { name: new RegExp(`Order ${order.ordernumber}`) });
    await buyerRow.click();
    const question = `Can you ship ${order.ordernumber} by Friday?`;
    const buyerBox = buyer.getByPlaceholder('Type Message');
    await buyer.getByRole('button', { name: 'Reply' }).click();
    await expect(buyerBox).toHaveValue('');
    await buyerBox.fill(question);
    await buyer.getByRole('button', { name: 'Reply' }).click();
    await expect(buyer.getByText('Message Sent Successfully')).toBeVisible();
    const buyerLog = buyer.getByRole('log');
    await expect(buyerLog.getByText(question)).toBeVisible();
    await expect(buyerLog.locator('[data-own="true"]', { hasText: question })).toBeVisible();
    // the buyer steps away from the thread so the seller's answer stays unread
    await buyer.getByRole('button', { name: 'Close', exact: true }).click();

    // the seller's open page gets it without a reload: the row and the sidebar show the red dot
    await expect(sellerRow).toContainText(dotText, live);
    await expect(sidebarMessages(seller, 'Account')).toContainText(dotText, live);
    await sellerRow.click();
    const sellerLog = seller.getByRole('log');
    await expect(sellerLog.locator('[data-own="false"]', { hasText: question })).toBeVisible();
    await expect(sellerRow).not.toContainText(dotText);
    await expect(sidebarMessages(seller, 'Account')).not.toContainText(dotText);
    const answer = `Yes, ${order.ordernumber} ships Thursday.`;
    await seller.getByPlaceholder('Type Message').fill(answer);
    await seller.getByRole('button', { name: 'Reply' }).click();
    await expect(sellerLog.locator('[data-own="true"]', { hasText: answer })).toBeVisible();

    // the buyer sees the answer arrive live with the red dot; opening the thread clears it
    await expect(buyerRow).toContainText(dotText, live);
    await expect(sidebarMessages(buyer, 'Buyer')).toContainText(dotText, live);
    await buyerRow.click();
    await expect(buyerLog.locator('[data-own="false"]', { hasText: answer })).toBeVisible();
    await expect(buyerRow).not.toContainText(dotText);
    await expect(sidebarMessages(buyer, 'Buyer')).not.toContainText(dotText);
    await expectNoSeriousA11yViolations(buyer);

    // and the read state holds after a reload
    await buyer.reload();
    await expect(buyer.getByRole('button', { name: new RegExp(`Order ${order.ordernumber}`) })).not.toContainText(dotText);
  } finally {
    await sellerContext.close();
    await buyerContext.close();
  }
});

test("the chat icon on Current Orders starts the order's thread; an empty message is Required.", async ({ page, request }) => {
  const buyerAuth = await apiLogin(request, demo.buyer);
  const sellerAuth = await apiLogin(request, demo.seller);
  const order = await placeOrderWith(request, buyerAuth, sellerAuth);
  await storeAuth(page, buyerAuth, 'buyer');
  await page.goto('/buyerorder');
  await page.getByRole('searchbox', { name: /Search orders/ }).fill(order.ordernumber);
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: `Message the seller about order ${order.ordernumber}` }).click();
  const dialog = page.getByRole('dialog', { name: `Messages for order ${order.ordernumber}` });
  await expect(dialog.getByText('No messages yet. Write the first one below.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Required.')).toBeVisible();
  const text = `Please pack ${order.ordernumber} with extra foam.`;
  await dialog.getByPlaceholder('Type Message').fill(text);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Message Sent Successfully')).toBeVisible();
  await expect(dialog.getByRole('log').locator('[data-own="true"]', { hasText: text })).toBeVisible();
  await expect(dialog.getByText('Required.')).toBeHidden();
  await expectNoSeriousA11yViolations(page);
  // the seller has it, unread
  const thread = (await threadsOf(request, sellerAuth)).find((t) => t.orderid === order.id);
  expect(thread?.messageContentObject.map((m) => [m.usertype, m.messagetext, m.notify])).toEqual([['buyer', text, true]]);
});
