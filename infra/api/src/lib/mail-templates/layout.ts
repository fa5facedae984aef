import type { Mail } from '../mailer.ts';

export const brand = { name: 'The Xchange Marketplace', color: '#f89e23' } as const;
/** docs/product.md §2.2 support hours. */
export const supportHours = 'Monday to Friday, 9:00 AM to 6:00 PM (UTC-5)';

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Every user value goes through this before it enters HTML. */
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => entities[c]!);

/** Where a mail points its reader: the site's address and the support mailbox (SUPPORT_EMAIL), from the API's config. */
export interface MailSite {
  publicUrl: string;
  supportEmail: string;
}

export interface MailContent {
  to: string;
  subject: string;
  greetingName: string;
  /** Paragraphs before the code (plain text; escaped for HTML). */
  intro: string[];
  code?: string;
  /** Paragraphs after the code. */
  outro: string[];
  site: MailSite;
}

const font = 'font-family:Montserrat,Arial,Helvetica,sans-serif';
const para = (s: string) => `<p style="margin:0 0 16px;${font};font-size:15px;line-height:22px;color:#333333">${escapeHtml(s)}</p>`;

function codeBlock(code: string): string {
  return `<p style="margin:8px 0 24px;text-align:center"><span style="display:inline-block;padding:14px 28px;border:2px dashed ${brand.color};border-radius:8px;${font};font-size:36px;font-weight:700;letter-spacing:12px;color:#222222">${escapeHtml(code)}</span></p>`;
}

function html(c: MailContent): string {
  const support = `${c.site.publicUrl.replace(/\/$/, '')}/support`;
  const email = escapeHtml(c.site.supportEmail);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(c.subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f4">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f4;padding:24px 0"><tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:${brand.color};padding:20px 32px;${font};font-size:22px;font-weight:700;color:#ffffff">${brand.name}</td></tr>
<tr><td style="padding:32px">
${para(`Hello ${c.greetingName},`)}
${c.intro.map(para).join('\n')}
${c.code ? codeBlock(c.code) : ''}
${c.outro.map(para).join('\n')}
</td></tr>
<tr><td style="padding:20px 32px;background:#fafafa;border-top:1px solid #eeeeee;${font};font-size:12px;line-height:18px;color:#777777">
Questions? Write to <a href="mailto:${email}" style="color:${brand.color}">${email}</a> or visit <a href="${escapeHtml(support)}" style="color:${brand.color}">our support page</a> (${supportHours}).<br>
${brand.name} · B2B marketplace for laboratory, industrial and test equipment.
</td></tr>
</table></td></tr></table>
</body></html>`;
}

function text(c: MailContent): string {
  return [
    brand.name,
    '',
    `Hello ${c.greetingName},`,
    '',
    ...c.intro.flatMap((p) => [p, '']),
    ...(c.code ? [c.code, ''] : []),
    ...c.outro.flatMap((p) => [p, '']),
    `Questions? Write to ${c.site.supportEmail} (${supportHours}).`,
    '',
  ].join('\n');
}

/** A branded HTML email with its plain-text twin; the code (if any) stands alone on its own text line. */
export function renderMail(c: MailContent): Mail {
  return { to: c.to, subject: c.subject, text: text(c), html: html(c) };
}
