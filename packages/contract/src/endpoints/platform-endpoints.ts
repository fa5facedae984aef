import * as v from 'valibot';
import { healthSchema, readySchema } from '../system/health';
import { placesQuerySchema, placesSchema } from '../system/places';
import { messageResponseSchema } from '../common/paged-response';
import { leaseApplicationSchema } from '../marketing/lease';
import { newsletterSignupSchema } from '../marketing/newsletter';
import { checkoutReturnQuerySchema } from '../subscription/subscription';
import { withSchemas } from './endpoint';
import { platformPaths } from './platform-paths';

/** Operational and platform calls docs/architecture.md §5 adds to docs/product.md §7. */
export const platformEndpoints = withSchemas(platformPaths, {
  health: { access: 'public', response: healthSchema },
  ready: { access: 'public', response: readySchema },
  places: { access: 'public', query: placesQuerySchema, response: placesSchema },
  /** Payment provider events; the signature header is checked on the raw body. */
  subscriptionWebhook: { access: 'public', contentType: 'raw', response: v.object({ received: v.boolean() }) },
  /** Where Stripe sends the browser back from an embedded checkout: answers 303 to the §2.3 result dialog. */
  subscriptionCheckoutReturn: { access: 'public', query: checkoutReturnQuerySchema },
  /** Lease to Own 'GET APPROVED!': stored and mailed to the leasing team. */
  leaseApplication: { access: 'public', body: leaseApplicationSchema, response: messageResponseSchema },
  /** Coming-soon page: an address to tell about the launch. */
  newsletterSignup: { access: 'public', body: newsletterSignupSchema, response: messageResponseSchema },
});
