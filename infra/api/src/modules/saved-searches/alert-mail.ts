import { formatUsd, savedSearchLimits } from '@xchange/contract';
import type { Mail } from '../../lib/mailer.ts';
import { brand, escapeHtml, type MailSite } from '../../lib/mail-templates/layout.ts';
import { alertTexts } from './alert-texts.ts';

export interface MailMatch {
  productId: number;
  name: string;
  condition: string;
  price: number;
  /** Set for a price drop: shown struck through. */
  oldPrice: number | null;
  /** The listing's first picture, a path on this site or an address. */
  picture: string | null;
}

export interface MailSection {
  heading: string;
  /** Where "and N more" leads: the saved search in the shop, or the watchlist. */
  link: string;
  unsubscribeToken: string;
  unsubscribeText: string;
  matches: MailMatch[];
}

const font = 'font-family:Montserrat,Arial,Helvetica,sans-serif';
const absolute = (site: MailSite, pathOrUrl: string) =>
  /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${site.publicUrl.replace(/\/$/, '')}${pathOrUrl}`;
export const unsubscribePageUrl = (site: MailSite, token: string) => absolute(site, `/unsubscribe?token=${encodeURIComponent(token)}`);
export const oneClickUrl = (site: MailSite, token: string) =>
  absolute(site, `/api/v1/alerts/unsubscribe/one-click?token=${encodeURIComponent(token)}`);

function matchRow(site: MailSite, m: MailMatch): string {
  const href = escapeHtml(absolute(site, `/product/${m.productId}`));
  const picture = m.picture
    ? `<img src="${escapeHtml(absolute(site, m.picture))}" width="72" height="72" alt="" style="display:block;object-fit:cover;border-radius:4px">`
    : '';
  const was = m.oldPrice === null ? '' : `<s style="color:#999999">${escapeHtml(formatUsd(m.oldPrice))}</s> `;
  return `<tr><td width="80" style="padding:8px 8px 8px 0">${picture}</td><td style="padding:8px 0;${font};font-size:14px;line-height:20px;color:#333333">
<a href="${href}" style="color:#222222;font-weight:700">${escapeHtml(m.name)}</a><br>${escapeHtml(m.condition)}<br>${was}<strong>${escapeHtml(formatUsd(m.price))}</strong></td></tr>`;
}

function sectionHtml(site: MailSite, s: MailSection): string {
  const shown = s.matches.slice(0, savedSearchLimits.matchesPerMail);
  const more = s.matches.length - shown.length;
  const link = escapeHtml(absolute(site, s.link));
  return `<h2 style="margin:24px 0 8px;${font};font-size:17px;color:#222222">${escapeHtml(s.heading)}</h2>
<table role="presentation" cellpadding="0" cellspacing="0" width="100%">${shown.map((m) => matchRow(site, m)).join('\n')}</table>
${more > 0 ? `<p style="margin:8px 0;${font};font-size:14px"><a href="${link}" style="color:${brand.color}">${escapeHtml(alertTexts.andMore(more))}</a></p>` : `<p style="margin:8px 0;${font};font-size:14px"><a href="${link}" style="color:${brand.color}">${escapeHtml(alertTexts.seeAll)}</a></p>`}
<p style="margin:0 0 8px;${font};font-size:12px"><a href="${escapeHtml(unsubscribePageUrl(site, s.unsubscribeToken))}" style="color:#777777">${escapeHtml(s.unsubscribeText)}</a></p>`;
}

function sectionText(site: MailSite, s: MailSection): string[] {
  const shown = s.matches.slice(0, savedSearchLimits.matchesPerMail);
  const more = s.matches.length - shown.length;
  return [
    s.heading,
    ...shown.map((m) => {
      const price = m.oldPrice === null ? formatUsd(m.price) : `${formatUsd(m.price)} (was ${formatUsd(m.oldPrice)})`;
      return `- ${m.name} · ${m.condition} · ${price}: ${absolute(site, `/product/${m.productId}`)}`;
    }),
    more > 0 ? `${alertTexts.andMore(more)}: ${absolute(site, s.link)}` : `${alertTexts.seeAll}: ${absolute(site, s.link)}`,
    `${s.unsubscribeText}: ${unsubscribePageUrl(site, s.unsubscribeToken)}`,
    '',
  ];
}

/**
 * One buyer's alert mail: a section per saved search (and the watchlist), up to matchesPerMail listings each with
 * picture, name, condition and price (a drop's old price struck through), then "and N more". Every value a user or
 * seller wrote is escaped. The List-Unsubscribe headers (RFC 8058) name everything the mail is about.
 */
export function alertMail(to: { email: string; name: string }, sections: MailSection[], allToken: string, site: MailSite): Mail {
  const total = sections.reduce((n, s) => n + s.matches.length, 0);
  const subject = alertTexts.mailSubject(total);
  const unsubscribe = unsubscribePageUrl(site, allToken);
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f4">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f4;padding:24px 0"><tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:${brand.color};padding:20px 32px;${font};font-size:22px;font-weight:700;color:#ffffff">${brand.name}</td></tr>
<tr><td style="padding:32px">
<p style="margin:0 0 16px;${font};font-size:15px;color:#333333">${escapeHtml(`Hello ${to.name},`)}</p>
<p style="margin:0 0 16px;${font};font-size:15px;color:#333333">${escapeHtml(alertTexts.mailIntro)}</p>
${sections.map((s) => sectionHtml(site, s)).join('\n')}
</td></tr>
<tr><td style="padding:20px 32px;background:#fafafa;border-top:1px solid #eeeeee;${font};font-size:12px;line-height:18px;color:#777777">
${escapeHtml(alertTexts.manage)} <a href="${escapeHtml(unsubscribe)}" style="color:#777777">Unsubscribe</a>
</td></tr>
</table></td></tr></table>
</body></html>`;
  const text = [
    brand.name,
    '',
    `Hello ${to.name},`,
    '',
    alertTexts.mailIntro,
    '',
    ...sections.flatMap((s) => sectionText(site, s)),
    alertTexts.manage,
    `Unsubscribe: ${unsubscribe}`,
    '',
  ].join('\n');
  return {
    to: to.email,
    subject,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${oneClickUrl(site, allToken)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
