import { formatFils } from '@marketplace/contract';
import type { SandboxChargeRow } from './sandbox-gateway';

// The sandbox gateway's hosted page: plain HTML forms, no script (the CSP allows only our own
// script files, and a payment page needs none), inline styles only (the CSP allows them).

const MERCHANT = 'Bahrain Services Marketplace';
const METHOD_LABELS: Record<string, string> = { src_card: 'Card', 'src_bh.benefit': 'BENEFIT' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} – Sandbox payment</title>
</head>
<body style="font-family: system-ui, sans-serif; background: #f4f6f8; color: #1a1a1a; margin: 0">
<main style="max-width: 28rem; margin: 3rem auto; background: #fff; border-radius: 8px; padding: 1.5rem 2rem; box-shadow: 0 1px 4px rgba(0,0,0,.15)">
<p style="margin: 0 0 .5rem; color: #8a5a00; font-weight: 600">Sandbox: no real money moves</p>
${body}
</main>
</body>
</html>`;
}

const button = (label: string, colour: string) =>
  `style="width: 100%; padding: .75rem; font-size: 1rem; border: 0; border-radius: 6px; color: #fff; background: ${colour}; cursor: pointer" aria-label="${label}"`;

export function chargePage(charge: SandboxChargeRow, returnUrl: string): string {
  const id = encodeURIComponent(charge.id);
  const details = `<dl style="display: grid; grid-template-columns: auto 1fr; gap: .5rem 1rem">
<dt>Merchant</dt><dd style="margin: 0">${MERCHANT}</dd>
<dt>Description</dt><dd style="margin: 0">${escapeHtml(charge.description)}</dd>
<dt>Amount</dt><dd style="margin: 0; font-weight: 700">${formatFils(charge.amountFils, 3)}</dd>
<dt>Method</dt><dd style="margin: 0">${METHOD_LABELS[charge.sourceId] ?? escapeHtml(charge.sourceId)}</dd>
</dl>`;
  if (charge.status !== 'INITIATED') {
    const verdict = charge.status === 'CAPTURED' ? 'approved' : 'declined';
    return layout(
      'Payment already decided',
      `<h1 style="font-size: 1.4rem">This payment was already ${verdict}</h1>${details}
<p><a href="${escapeHtml(returnUrl)}">Return to the shop</a></p>`,
    );
  }
  return layout(
    'Approve or decline the payment',
    `<h1 style="font-size: 1.4rem">Approve or decline the payment</h1>${details}
<form method="post" action="/payment-sandbox/${id}/approve" style="margin-top: 1.5rem">
<button type="submit" ${button('Approve the payment', '#1b7f3b')}>Approve</button>
</form>
<form method="post" action="/payment-sandbox/${id}/decline" style="margin-top: .75rem">
<button type="submit" ${button('Decline the payment', '#b3261e')}>Decline</button>
</form>`,
  );
}

export function messagePage(title: string, message: string): string {
  return layout(title, `<h1 style="font-size: 1.4rem">${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`);
}
