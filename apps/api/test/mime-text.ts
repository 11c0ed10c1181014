import { decodeQuotedPrintable } from './test-smtp-server';

/**
 * The text/plain part of a raw MIME message as an SMTP server received it, decoded from
 * quoted-printable or base64 (nodemailer picks per message). Test support only.
 */
export function plainTextOf(raw: string): string {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  const part = parts.find((candidate) => /^content-type:\s*text\/plain/im.test(candidate));
  if (!part) throw new Error('no text/plain part in message');
  const headerEnd = part.search(/\r?\n\r?\n/);
  const headers = part.slice(0, headerEnd);
  const body = part.slice(headerEnd).trim();
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/** Every absolute URL in a text. */
export function linksIn(text: string): URL[] {
  return (text.match(/https?:\/\/[^\s<>"]+/g) ?? []).map((link) => new URL(link));
}
