import { endpoints, webhookSignatureHeader } from '@xchange/contract';
import Stripe from 'stripe';
import type { ApiApp } from '../../lib/api-app.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { AppError } from '../../lib/errors.ts';
import { applySubscriptionEvent } from './apply-event.ts';
import { fromStripeEvent } from './stripe-events.ts';

/**
 * POST subscription/webhook: Stripe's signature is checked on the raw bytes (this scope parses every body as a
 * Buffer), then the event is applied once per event id.
 */
export async function webhookRoutes(app: ApiApp) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_req, body, done) => done(null, body));

  const route = endpointRoute(app, endpoints.subscriptionWebhook, {
    tags: ['subscription'],
    summary: 'Stripe events (signed)',
    headers: { [webhookSignatureHeader]: { description: "Stripe's signature of the raw body", required: true } },
  });
  app.post(route.url, route.options, async (req) => {
    const secret = app.config.stripeWebhookSecret;
    const signature = req.headers[webhookSignatureHeader];
    if (!secret || typeof signature !== 'string' || !Buffer.isBuffer(req.body)) throw new AppError('ERR_WEBHOOK_SIGNATURE');
    let event: Stripe.Event;
    try {
      event = Stripe.webhooks.constructEvent(req.body, signature, secret);
    } catch {
      throw new AppError('ERR_WEBHOOK_SIGNATURE');
    }
    const mapped = fromStripeEvent(event);
    if (mapped) {
      const applied = await applySubscriptionEvent(app.db, event.id, mapped);
      req.log.info({ event: event.id, type: event.type, applied }, 'stripe event');
    }
    return { received: true };
  });
}
