export const BRAND_NAME = 'Bahrain Services Marketplace';

const BRAND_COLOR = '#b5121b';
const TEXT_COLOR = '#1f2933';
const MUTED_COLOR = '#616e7c';
const FONT = 'font-family:Arial,Helvetica,sans-serif;';

/** What every mail says, once; the layout turns it into a plain-text and an HTML version. */
export interface MailContent {
  /** Shown by mail clients next to the subject in the inbox, hidden in the body. */
  preview: string;
  heading: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string } | undefined;
  /** Further links, less prominent than the button (one per line, label then address). */
  moreLinks?: { label: string; url: string }[] | undefined;
  /** Printed under the button: how long the link is valid, what to do if unexpected. */
  notes?: string[] | undefined;
  /** Why this person got the mail: required so nobody wonders whether it is spam. */
  reason: string;
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Mail clients resolve no relative links and some run `javascript:`, so only absolute web links pass. */
export function assertAbsoluteHttpUrl(url: string): string {
  if (!/^https?:\/\/[^\s/]/i.test(url)) throw new Error(`Mail links must be absolute http(s) URLs, got "${url}"`);
  return url;
}

export function renderText(content: MailContent): string {
  const lines = [BRAND_NAME, '', content.heading, '', content.greeting, ''];
  for (const paragraph of content.paragraphs) lines.push(paragraph, '');
  // Each link on a line of its own, so terminals and plain-text clients make it clickable.
  if (content.action) lines.push(`${content.action.label}:`, content.action.url, '');
  for (const link of content.moreLinks ?? []) lines.push(`${link.label}:`, link.url, '');
  for (const note of content.notes ?? []) lines.push(note, '');
  lines.push('--', content.reason, BRAND_NAME, '');
  return lines.join('\n');
}

const paragraph = (text: string, color = TEXT_COLOR, size = 16) =>
  `<p style="margin:0 0 16px;${FONT}font-size:${size}px;line-height:1.5;color:${color};">${escapeHtml(text)}</p>`;

/**
 * A "bulletproof" button: a table cell with a background colour, because many clients (Outlook)
 * ignore padding and borders on links. The raw URL follows for clients that block buttons.
 */
function button(label: string, url: string): string {
  const href = escapeHtml(assertAbsoluteHttpUrl(url));
  return [
    '<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;"><tr>',
    `<td align="center" bgcolor="${BRAND_COLOR}" style="border-radius:6px;">`,
    `<a href="${href}" target="_blank" style="display:inline-block;padding:12px 24px;${FONT}font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px;">${escapeHtml(label)}</a>`,
    '</td></tr></table>',
    paragraph('If the button does not work, copy this link into your browser:', MUTED_COLOR, 13),
    `<p style="margin:0 0 16px;${FONT}font-size:13px;line-height:1.5;word-break:break-all;"><a href="${href}" style="color:${BRAND_COLOR};">${escapeHtml(url)}</a></p>`,
  ].join('\n');
}

function textLink(label: string, url: string): string {
  const href = escapeHtml(assertAbsoluteHttpUrl(url));
  return `<p style="margin:0 0 16px;${FONT}font-size:15px;line-height:1.5;color:${TEXT_COLOR};">${escapeHtml(label)}: <a href="${href}" target="_blank" style="color:${BRAND_COLOR};word-break:break-all;">${escapeHtml(url)}</a></p>`;
}

/** Table layout and inline styles only: mail clients drop <style> blocks, flexbox and most CSS. */
export function renderHtml(content: MailContent): string {
  const body = [
    `<h1 style="margin:0 0 16px;${FONT}font-size:22px;line-height:1.3;color:${TEXT_COLOR};">${escapeHtml(content.heading)}</h1>`,
    paragraph(content.greeting),
    ...content.paragraphs.map((text) => paragraph(text)),
    content.action ? button(content.action.label, content.action.url) : '',
    ...(content.moreLinks ?? []).map((link) => textLink(link.label, link.url)),
    ...(content.notes ?? []).map((text) => paragraph(text, MUTED_COLOR, 14)),
  ].join('\n');
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(content.heading)}</title></head>
<body style="margin:0;padding:0;background-color:#f3f4f6;">
<div style="display:none;max-height:0;overflow:hidden;">${escapeHtml(content.preview)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f3f4f6"><tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;">
<tr><td bgcolor="${BRAND_COLOR}" style="padding:20px 32px;border-radius:8px 8px 0 0;${FONT}font-size:20px;font-weight:bold;color:#ffffff;">${escapeHtml(BRAND_NAME)}</td></tr>
<tr><td bgcolor="#ffffff" style="padding:32px;">
${body}
</td></tr>
<tr><td style="padding:16px 32px;${FONT}font-size:12px;line-height:1.5;color:${MUTED_COLOR};">${escapeHtml(content.reason)}<br>${escapeHtml(BRAND_NAME)}, Kingdom of Bahrain</td></tr>
</table>
</td></tr></table>
</body></html>
`;
}
