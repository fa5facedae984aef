import { formatUsd, monthlyLeasePayment, type LeaseApplication } from '@xchange/contract';
import type { Mail } from '../../lib/mailer.ts';
import { brand, renderMail, type MailSite } from '../../lib/mail-templates/layout.ts';

/** A first estimate for the team: the Lease to Own page's default 8% a year and no residual. */
const estimate = (a: LeaseApplication) => monthlyLeasePayment({ price: a.price, termMonths: a.termMonths, annualRate: 8, residual: 0 });

/** The application as the leasing team receives it. */
export function leaseTeamMail(to: string, a: LeaseApplication & { id: number }, site: MailSite): Mail {
  return renderMail({
    to,
    subject: `${brand.name}: lease application #${a.id} from ${a.company}`,
    greetingName: 'Leasing team',
    intro: [
      `${a.fullName} of ${a.company} applied to lease equipment through the Lease to Own page.`,
      `Equipment: ${a.equipment}`,
      `Price: ${formatUsd(a.price)} · Term: ${a.termMonths} months · Estimate at 8% without residual: ${formatUsd(estimate(a))} a month`,
      `Email: ${a.email} · Phone: ${a.phone}`,
      ...(a.notes ? [`Notes: ${a.notes}`] : []),
    ],
    outro: ['Please contact the applicant within one business day.'],
    site,
  });
}

/**
 * The applicant's confirmation: our text only. Its address is unproven, so nothing the sender typed (name, equipment,
 * notes: links, phone numbers) goes into it; the application number and term are ours and validated.
 */
export function leaseApplicantMail(a: LeaseApplication & { id: number }, site: MailSite): Mail {
  return renderMail({
    to: a.email,
    subject: `${brand.name}: we received your lease application`,
    greetingName: 'there',
    intro: [
      `Thank you for applying to lease equipment over ${a.termMonths} months through our Lease to Own page. Your application number is ${a.id}.`,
    ],
    outro: [
      'Our leasing team will contact you within one business day to discuss the terms and the documents we need.',
      'If you did not apply, ignore this email: someone may have typed your address by mistake, and we will not write again unless you reply.',
    ],
    site,
  });
}
