import { createHash } from 'node:crypto';
import { formatUsd } from '@xchange/contract';

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** HTML-escapes a text for element content and quoted attributes. */
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => escapes[c]!);

const css = `body{font-family:Montserrat,Arial,sans-serif;background:#f7f7f7;color:#222;margin:0;padding:40px 16px}
main{max-width:460px;margin:auto;background:#fff;border-radius:8px;padding:28px;box-shadow:0 2px 12px #0002}
.badge{display:inline-block;background:#fff3cd;color:#7a5200;border:1px solid #f89e23;border-radius:4px;padding:6px 10px;font-weight:600}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px}dt{color:#666}dd{margin:0;font-weight:600}
.actions{display:flex;gap:12px;margin-top:24px}button{flex:1;padding:12px;border:0;border-radius:6px;font-size:15px;cursor:pointer}
.actions form{flex:1;display:flex}.ok{background:#f89e23;color:#fff}.fail{background:#e4e4e4;color:#222}`;

/** Only this page's own inline style may apply; no script, no frames, forms post back here only. */
export const testCheckoutCsp = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(css).digest('base64')}'`,
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

export interface TestCheckoutView {
  id: string;
  description: string;
  amountCents: number;
  email: string;
  status: string;
}

/** The built-in checkout page of test-payments mode (PAYMENTS=test): clearly a test, no card asked for. */
export function testCheckoutPage(v: TestCheckoutView, action: (outcome: 'complete' | 'fail') => string): string {
  const open = v.status === 'pending';
  const form = (outcome: 'complete' | 'fail', cls: string, label: string) =>
    `<form method="post" action="${escapeHtml(action(outcome))}"><button class="${cls}" type="submit">${label}</button></form>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>Test checkout — The Xchange Marketplace</title><style>${css}</style></head>
<body><main>
<p class="badge">Test checkout — no real payment is taken</p>
<h1>${escapeHtml(v.description)}</h1>
<dl><dt>Amount</dt><dd>${escapeHtml(formatUsd(v.amountCents / 100))}</dd><dt>Account</dt><dd>${escapeHtml(v.email)}</dd>
<dt>Checkout</dt><dd>${escapeHtml(v.id)}</dd></dl>
${
  open
    ? `<p>This site runs with test payments: no card is asked for and no money is taken. Choose the outcome to simulate.</p>
<div class="actions">${form('complete', 'ok', 'Complete payment')}${form('fail', 'fail', 'Fail payment')}</div>`
    : `<p>This checkout is already closed (${escapeHtml(v.status)}).</p>`
}
</main></body></html>`;
}
