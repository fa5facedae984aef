import { formatMailTime, type ContactForm } from '@xchange/contract';
import type { Mail } from '../../lib/mailer.ts';
import { brand, renderMail, type MailSite } from '../../lib/mail-templates/layout.ts';

/** The contact-form message as the support team receives it; every value is escaped by the layout. */
export function contactMail(to: string, m: ContactForm & { id: number; at: Date }, site: MailSite): Mail {
  return renderMail({
    to,
    subject: `${brand.name}: contact form message #${m.id} from ${m.name}`,
    greetingName: 'Support team',
    intro: [`${m.name} (${m.email}) wrote through the contact form on ${formatMailTime(m.at)}:`, ...m.message.split(/\n{2,}/)],
    outro: [`Reply to ${m.email} within one business day.`],
    site,
  });
}
