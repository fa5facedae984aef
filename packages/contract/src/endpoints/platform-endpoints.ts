import * as v from 'valibot';
import { healthSchema, readySchema } from '../system/health';
import { placesQuerySchema, placesSchema } from '../system/places';
import { endpoint } from './endpoint';

/** Operational and platform calls ARCHITECTURE.md adds to SPEC §7. */
export const platformEndpoints = {
  health: endpoint({ method: 'GET', path: 'health', access: 'public', response: healthSchema }),
  ready: endpoint({ method: 'GET', path: 'ready', access: 'public', response: readySchema }),
  places: endpoint({ method: 'GET', path: 'places', access: 'public', query: placesQuerySchema, response: placesSchema }),
  /** Payment provider events; the signature header is checked on the raw body. */
  subscriptionWebhook: endpoint({
    method: 'POST',
    path: 'subscription/webhook',
    access: 'public',
    contentType: 'raw',
    response: v.object({ received: v.boolean() }),
  }),
} as const;
