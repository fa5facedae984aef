import { formatMailTime } from '@xchange/contract';
import type { Mail } from '../mailer.ts';
import { brand, renderMail, type MailSite } from './layout.ts';

export interface Recipient {
  email: string;
  firstname: string;
}

/** docs/architecture.md §6: codes stay valid this many minutes. */
export const codeValidityMinutes = 10;
const greeting = (r: Recipient) => r.firstname.trim() || 'there';
const validity = `The code is valid for ${codeValidityMinutes} minutes and can be used once.`;

/** Sign-up: the 4-digit code that verifies the email address. */
export function verificationCodeMail(r: Recipient, code: string, site: MailSite): Mail {
  return renderMail({
    to: r.email,
    subject: `${brand.name}: your verification code`,
    greetingName: greeting(r),
    intro: [`Thank you for signing up with ${brand.name}. Enter this verification code on the verification page to activate your account:`],
    code,
    outro: [validity, 'If you did not sign up, you can ignore this email; no account becomes active without the code.'],
    site,
  });
}

/** Forgot password: the 4-digit code that lets the owner set a new password. */
export function passwordResetCodeMail(r: Recipient, code: string, site: MailSite): Mail {
  return renderMail({
    to: r.email,
    subject: `${brand.name}: your password reset code`,
    greetingName: greeting(r),
    intro: ['We received a request to reset your password. Enter this password reset code together with your new password:'],
    code,
    outro: [validity, 'If you did not ask for a new password, ignore this email: your password stays unchanged.'],
    site,
  });
}

/** Sent after a password change or reset; every session signed in before it has ended. */
export function passwordChangedMail(r: Recipient, site: MailSite, at: Date = new Date()): Mail {
  return renderMail({
    to: r.email,
    subject: `${brand.name}: your password was changed`,
    greetingName: greeting(r),
    intro: [
      `The password of your ${brand.name} account was changed on ${formatMailTime(at)}.`,
      'For your security, all other sessions were signed out.',
    ],
    outro: ['If you did not make this change, reset your password with Forgot Password right away and contact our support team.'],
    site,
  });
}
