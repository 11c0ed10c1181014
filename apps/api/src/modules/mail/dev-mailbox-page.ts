import type { DevMail } from './dev-mailbox.schemas';
import { escapeHtml } from './mail-layout';

// The page is served under the API's Content-Security-Policy: inline styles are allowed there,
// scripts are not, so it is static HTML with no script at all.
const STYLE = `
body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; color: #1f2933; }
article { border: 1px solid #d2d6dc; border-radius: 8px; padding: 1rem 1.25rem; margin-bottom: 1rem; }
h2 { font-size: 1.1rem; margin: 0 0 .25rem; }
.meta { color: #616e7c; font-size: .875rem; margin: 0 0 .75rem; }
.status-failed { color: #b5121b; font-weight: bold; }
pre { background: #f3f4f6; padding: .75rem; white-space: pre-wrap; word-break: break-word; }
a { word-break: break-all; }
`;

function mailItem(mail: DevMail): string {
  const links = mail.Links.map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`).join('');
  const sent = mail.SentAt ? `, sent ${escapeHtml(mail.SentAt)}` : '';
  return `<article>
<h2>${escapeHtml(mail.Subject)}</h2>
<p class="meta">To ${escapeHtml(mail.To)} · queued ${escapeHtml(mail.CreatedAt)}${sent} ·
<span class="status-${escapeHtml(mail.Status)}">${escapeHtml(mail.Status)}</span> (${mail.Attempts} attempts)</p>
${links ? `<ul>${links}</ul>` : '<p class="meta">No links.</p>'}
<details><summary>Text</summary><pre>${escapeHtml(mail.Text)}</pre></details>
</article>`;
}

/** Newest first, as listed by the JSON endpoint; every value is escaped (mails contain user input). */
export function renderMailboxPage(mails: DevMail[]): string {
  const body = mails.length > 0 ? mails.map(mailItem).join('\n') : '<p>The outbox is empty.</p>';
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Development mailbox</title><style>${STYLE}</style></head>
<body>
<h1>Development mailbox</h1>
<p class="meta">Mails in the outbox, newest first. Filter with <code>?to=address</code> and <code>&amp;limit=</code>.
This page exists only while DEV_MAILBOX is on.</p>
${body}
</body></html>
`;
}
