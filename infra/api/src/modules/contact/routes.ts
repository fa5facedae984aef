import { endpoints, successTexts } from '@xchange/contract';
import { contactMessages } from '../../db/schema/index.ts';
import type { ApiApp } from '../../lib/api-app.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { AppError } from '../../lib/errors.ts';
import { enqueueMail } from '../../jobs/mail-jobs.ts';
import { countUse } from '../../lib/usage-counter.ts';
import { contactMail } from './contact-mail.ts';

const minute = 60_000;
/** Per client address: a person writes a few messages, a spam script many. */
export const contactIpLimit = { max: 5, timeWindow: 10 * minute } as const;
/** Per sender address, whatever the client address: 3 messages an hour (counted in the database). */
export const contactEmailLimit = { max: 3, ms: 60 * minute };

/** POST contact (docs/product.md §2.2, §5): stores the message and mails it to the support team. */
export async function contactRoutes(app: ApiApp) {
  const r = endpointRoute(app, endpoints.contact, { tags: ['contact'], summary: 'Send a message to the support team' });
  app.post(r.url, { ...r.options, config: { rateLimit: contactIpLimit } }, async (req) => {
    const body = req.body;
    const use = await countUse(app.db, `contact:${body.email.toLowerCase()}`, contactEmailLimit.ms);
    if (use.count > contactEmailLimit.max) {
      const minutes = Math.max(1, Math.ceil((use.resetAt.getTime() - Date.now()) / minute));
      throw new AppError(
        'ERR_RATE_LIMITED',
        `You have sent several messages already. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      );
    }
    // stored and queued together: support gets exactly one mail per stored message
    await app.db.transaction(async (tx) => {
      const [row] = await tx.insert(contactMessages).values(body).returning();
      const mail = contactMail(app.config.supportEmail, { ...body, id: row!.id, at: row!.createdAt }, app.config);
      await enqueueMail(app.jobs, mail, { key: `contact:${row!.id}`, tx });
    });
    app.jobs.wake();
    return { message: successTexts.messageSent };
  });
}
