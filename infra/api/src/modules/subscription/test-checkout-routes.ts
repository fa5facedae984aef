import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { applySubscriptionEvent } from './apply-event.ts';
import { testCheckoutPath } from './checkout.ts';
import * as repo from './repo.ts';
import { returnUrls, type CheckoutKind } from './stripe-session.ts';
import { testCheckoutCsp, testCheckoutPage } from './test-checkout-page.ts';
import type { ApiApp } from '../../lib/api-app.ts';

const params = v.object({ id: v.pipe(v.string(), v.regex(/^tc_[\w-]{10,64}$/, 'Unknown checkout.')) });
const outcomes = { complete: 'checkout.completed', fail: 'checkout.failed' } as const;

/**
 * The built-in test checkout (PAYMENTS=test, registered only then): a page naming what is bought, whose two buttons complete or fail
 * the payment through applySubscriptionEvent, the webhook's own path, then return to the site like Stripe does.
 */
export async function testCheckoutRoutes(app: ApiApp) {
  // the page's forms post urlencoded and empty; nothing in them is read
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, _body, done) =>
    done(null, {}),
  );

  const open = async (id: string) => {
    const payment = await repo.findPayment(app.db, id);
    if (!payment || payment.provider !== 'test') throw new AppError('ERR_NOT_FOUND', 'This checkout does not exist.');
    return payment;
  };
  const docs = { tags: ['subscription'], hide: true };

  app.get(`/${testCheckoutPath}/:id`, { schema: { ...docs, params } }, async (req, reply) => {
    const { id } = req.params;
    const payment = await open(id);
    const [owner] = await app.db.select({ email: users.email }).from(users).where(eq(users.id, payment.sellerId));
    const html = testCheckoutPage(
      { id, description: payment.description, amountCents: payment.amountCents, email: owner?.email ?? '', status: payment.status },
      (outcome) => `/api/v1/${testCheckoutPath}/${encodeURIComponent(id)}/${outcome}`,
    );
    return reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', testCheckoutCsp)
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .send(html);
  });

  for (const outcome of ['complete', 'fail'] as const) {
    app.post(`/${testCheckoutPath}/:id/${outcome}`, { schema: { ...docs, params } }, async (req, reply) => {
      const { id } = req.params;
      await open(id);
      // one event id per checkout: whichever button is pressed first decides, a second press changes nothing
      await applySubscriptionEvent(app.db, `test-checkout:${id}`, { type: outcomes[outcome], checkoutId: id });
      const after = await open(id);
      const urls = returnUrls('', after.kind as CheckoutKind);
      return reply.header('cache-control', 'no-store').redirect(after.status === 'paid' ? urls.success : urls.failure, 303);
    });
  }
}
