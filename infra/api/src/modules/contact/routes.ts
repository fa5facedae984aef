import { endpoints, successTexts } from '@xchange/contract';
import { contactMessages } from '../../db/schema/index.ts';
import type { ApiApp } from '../../lib/api-app.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { AppError } from '../../lib/errors.ts';
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
    const [row] = await app.db.insert(contactMessages).values(body).returning();
    try {
      await app.mailer.send(contactMail(app.config.supportEmail, { ...body, id: row!.id, at: row!.createdAt }, app.config));
    } catch (err) {
      // the message is stored; support reads it from the database when mail is down
      req.log.error({ err, contactMessage: row!.id }, 'contact message could not be mailed');
    }
    return { message: successTexts.messageSent };
  });
}
