import { endpoints, newsletterThanks } from '@xchange/contract';
import { newsletterSignups } from '../../db/schema/index.ts';
import type { ApiApp } from '../../lib/api-app.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { enqueueMail } from '../../jobs/mail-jobs.ts';
import { mayMailRecipient } from '../../lib/usage-counter.ts';
import { brand, renderMail } from '../../lib/mail-templates/layout.ts';

export const newsletterIpLimit = { max: 10, timeWindow: 60_000 } as const;

/** POST newsletter: keeps an address for the launch announcement; the same answer whether it was new or not. */
export async function newsletterRoutes(app: ApiApp) {
  const r = endpointRoute(app, endpoints.newsletterSignup, { tags: ['newsletter'], summary: 'Sign up for launch news' });
  app.post(r.url, { ...r.options, config: { rateLimit: newsletterIpLimit } }, async (req) => {
    const { email } = req.body;
    const added = await app.db.insert(newsletterSignups).values({ email }).onConflictDoNothing().returning();
    // the welcome is our text only; an address is mailed once ever, and within the daily budget of visitor mails
    if (added.length > 0 && (await mayMailRecipient(app.db, email))) {
      const mail = renderMail({
        to: email,
        subject: `${brand.name}: you are on the launch list`,
        greetingName: 'there',
        intro: [
          `Thank you for your interest in ${brand.name}. We will write to this address once, when the marketplace opens in Summer 2024.`,
        ],
        outro: ['If you did not sign up, ignore this email and you will not hear from us again.'],
        site: app.config,
      });
      await enqueueMail(app.jobs, mail, { key: `newsletter:${email.toLowerCase()}` });
    }
    return { message: newsletterThanks };
  });
}
