import { endpoints, leaseApplicationThanks } from '@xchange/contract';
import { leaseApplications } from '../../db/schema/index.ts';
import type { ApiApp } from '../../lib/api-app.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { enqueueMail } from '../../jobs/mail-jobs.ts';
import { mayMailRecipient } from '../../lib/usage-counter.ts';
import { leaseApplicantMail, leaseTeamMail } from './lease-mails.ts';

export const leaseIpLimit = { max: 5, timeWindow: 10 * 60_000 } as const;

/** POST lease/apply: the Lease to Own application, stored, mailed to the leasing team and confirmed to the applicant. */
export async function leaseRoutes(app: ApiApp) {
  const r = endpointRoute(app, endpoints.leaseApplication, { tags: ['lease'], summary: 'Apply for a lease to own' });
  app.post(r.url, { ...r.options, config: { rateLimit: leaseIpLimit } }, async (req) => {
    const body = req.body;
    const [row] = await app.db.insert(leaseApplications).values(body).returning();
    const application = { ...body, id: row!.id };
    const { leasingEmail } = app.config;
    const mails = [leaseTeamMail(leasingEmail, application, app.config)];
    // past the address's daily budget the confirmation is skipped silently: the application is stored and the team
    // mailed as usual, and the answer stays the same so it tells nobody how often an address was used
    if (await mayMailRecipient(app.db, body.email)) mails.push(leaseApplicantMail(application, app.config));
    for (const [i, mail] of mails.entries()) await enqueueMail(app.jobs, mail, { key: `lease:${row!.id}:${i}` });
    return { message: leaseApplicationThanks };
  });
}
