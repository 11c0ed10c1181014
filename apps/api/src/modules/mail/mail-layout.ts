import { directionOf, type Locale } from '@marketplace/contract';
import { brandName, mailText } from './mail-texts';

/** The English brand (the sender name, the English mails); brandName(locale) gives it in each language. */
export const BRAND_NAME = 'Bahrain Services Marketplace';

const BRAND_COLOR = '#b5121b';
const TEXT_COLOR = '#1f2933';
const MUTED_COLOR = '#616e7c';

/**
 * How a mail's text is set in its language: Arabic reads right to left, in fonts that have Arabic
 * letters on Windows, macOS and phones (Tahoma, Segoe UI, Geeza Pro), and a little more leading.
 */
interface Setting {
  locale: Locale;
  dir: 'ltr' | 'rtl';
  /** The side text starts on. */
  start: 'left' | 'right';
  font: string;
  lineHeight: number;
}

function settingOf(locale: Locale): Setting {
  return directionOf(locale) === 'rtl'
    ? {
        locale,
        dir: 'rtl',
        start: 'right',
        font: "font-family:Tahoma,'Segoe UI','Geeza Pro',Arial,sans-serif;",
        lineHeight: 1.7,
      }
    : { locale, dir: 'ltr', start: 'left', font: 'font-family:Arial,Helvetica,sans-serif;', lineHeight: 1.5 };
}

/** What every mail says, once; the layout turns it into a plain-text and an HTML version. */
export interface MailContent {
  /** The recipient's language: the frame's own texts, the direction and the fonts follow it. */
  locale: Locale;
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
  const brand = brandName(content.locale);
  const lines = [brand, '', content.heading, '', content.greeting, ''];
  for (const paragraph of content.paragraphs) lines.push(paragraph, '');
  // Each link on a line of its own, so terminals and plain-text clients make it clickable.
  if (content.action) lines.push(`${content.action.label}:`, content.action.url, '');
  for (const link of content.moreLinks ?? []) lines.push(`${link.label}:`, link.url, '');
  for (const note of content.notes ?? []) lines.push(note, '');
  lines.push('--', content.reason, brand, '');
  return lines.join('\n');
}

const paragraph = (setting: Setting, text: string, color = TEXT_COLOR, size = 16) =>
  `<p style="margin:0 0 16px;${setting.font}font-size:${size}px;line-height:${setting.lineHeight};color:${color};text-align:${setting.start};">${escapeHtml(text)}</p>`;

/** An address as the link shows it: left to right in any language, so no part of it is reordered. */
const ltr = (text: string) => `<span dir="ltr">${escapeHtml(text)}</span>`;

/**
 * A "bulletproof" button: a table cell with a background colour, because many clients (Outlook)
 * ignore padding and borders on links. The raw URL follows for clients that block buttons.
 */
function button(setting: Setting, label: string, url: string): string {
  const href = escapeHtml(assertAbsoluteHttpUrl(url));
  return [
    `<table role="presentation" dir="${setting.dir}" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;"><tr>`,
    `<td align="center" bgcolor="${BRAND_COLOR}" style="border-radius:6px;">`,
    `<a href="${href}" target="_blank" style="display:inline-block;padding:12px 24px;${setting.font}font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px;">${escapeHtml(label)}</a>`,
    '</td></tr></table>',
    paragraph(setting, mailText(setting.locale, 'mail.button.fallback'), MUTED_COLOR, 13),
    `<p style="margin:0 0 16px;${setting.font}font-size:13px;line-height:1.5;word-break:break-all;text-align:${setting.start};"><a href="${href}" style="color:${BRAND_COLOR};">${ltr(url)}</a></p>`,
  ].join('\n');
}

function textLink(setting: Setting, label: string, url: string): string {
  const href = escapeHtml(assertAbsoluteHttpUrl(url));
  return `<p style="margin:0 0 16px;${setting.font}font-size:15px;line-height:${setting.lineHeight};color:${TEXT_COLOR};text-align:${setting.start};">${escapeHtml(label)}: <a href="${href}" target="_blank" style="color:${BRAND_COLOR};word-break:break-all;">${ltr(url)}</a></p>`;
}

/**
 * Table layout and inline styles only: mail clients drop <style> blocks, flexbox and most CSS. The
 * direction is set on the document, the body and every table (some clients keep only one of
 * them), and the alignment on every block, so an Arabic mail reads and lines up right to left.
 */
export function renderHtml(content: MailContent): string {
  const setting = settingOf(content.locale);
  const { dir, start, font } = setting;
  const brand = brandName(content.locale);
  const body = [
    `<h1 style="margin:0 0 16px;${font}font-size:22px;line-height:1.3;color:${TEXT_COLOR};text-align:${start};">${escapeHtml(content.heading)}</h1>`,
    paragraph(setting, content.greeting),
    ...content.paragraphs.map((text) => paragraph(setting, text)),
    content.action ? button(setting, content.action.label, content.action.url) : '',
    ...(content.moreLinks ?? []).map((link) => textLink(setting, link.label, link.url)),
    ...(content.notes ?? []).map((text) => paragraph(setting, text, MUTED_COLOR, 14)),
  ].join('\n');
  return `<!DOCTYPE html>
<html lang="${content.locale}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(content.heading)}</title></head>
<body dir="${dir}" style="margin:0;padding:0;background-color:#f3f4f6;">
<div style="display:none;max-height:0;overflow:hidden;">${escapeHtml(content.preview)}</div>
<table role="presentation" dir="${dir}" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f3f4f6"><tr><td align="center" style="padding:24px 12px;">
<table role="presentation" dir="${dir}" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;">
<tr><td bgcolor="${BRAND_COLOR}" align="${start}" style="padding:20px 32px;border-radius:8px 8px 0 0;${font}font-size:20px;font-weight:bold;color:#ffffff;text-align:${start};">${escapeHtml(brand)}</td></tr>
<tr><td bgcolor="#ffffff" align="${start}" style="padding:32px;text-align:${start};">
${body}
</td></tr>
<tr><td align="${start}" style="padding:16px 32px;${font}font-size:12px;line-height:${setting.lineHeight};color:${MUTED_COLOR};text-align:${start};">${escapeHtml(content.reason)}<br>${escapeHtml(mailText(content.locale, 'mail.footer.address'))}</td></tr>
</table>
</td></tr></table>
</body></html>
`;
}
