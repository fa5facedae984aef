import { formatMailTime } from '@xchange/contract';
import type { Mail } from '../mailer.ts';
import type { Recipient } from './account-mails.ts';
import { brand, renderMail, type MailSite } from './layout.ts';

const what = { signup: 'email verification', reset: 'password reset' } as const;

/** To the owner when 15 wrong codes in a row froze verification or reset of their account for 24 hours. */
export function codesFrozenMail(r: Recipient, purpose: keyof typeof what, until: Date, site: MailSite): Mail {
  return renderMail({
    to: r.email,
    subject: `${brand.name}: ${what[purpose]} paused after too many wrong codes`,
    greetingName: r.firstname.trim() || 'there',
    intro: [
      `Someone entered 15 wrong ${what[purpose]} codes in a row for your ${brand.name} account.`,
      `To protect your account, ${what[purpose]} is paused until ${formatMailTime(until)}. Your password has not changed.`,
    ],
    outro: [
      purpose === 'reset'
        ? 'If this was you, you can request a new password reset code after that time. If it was not you, your account is safe: nobody can reset your password without a code sent to this address.'
        : 'If this was you, you can request a new verification code after that time.',
      'If you keep getting this email, contact our support team.',
    ],
    site,
  });
}
