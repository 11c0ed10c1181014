import { expect, type APIRequestContext } from '@playwright/test';

// The server's dev mailbox (DEV_MAILBOX=true): GET /api/dev/mailbox?to=&limit= answers
// { Items: DevMail[] }, newest first, every mail of the outbox whether or not it was sent.
// Shape from apps/api/src/modules/mail/dev-mailbox.routes.ts.

export interface DevMail {
  MailId: string;
  To: string;
  Subject: string;
  Text: string;
  Html: string;
  /** Every http(s) link of the text body, in order. */
  Links: string[];
  Status: string;
  Attempts: number;
  CreatedAt: string;
  SentAt: string | null;
}

export async function listMail(request: APIRequestContext, to: string, limit = 20): Promise<DevMail[]> {
  const response = await request.get('/api/dev/mailbox', { params: { to, limit } });
  expect(response.ok(), `GET /api/dev/mailbox answered ${response.status()}: is DEV_MAILBOX on?`).toBe(true);
  const body = (await response.json()) as { Items: DevMail[] };
  return body.Items;
}

export interface MailQuery {
  /** Only mails with a link matching this (e.g. /\/verify-email\?token=/). */
  link?: RegExp;
  subject?: RegExp;
  /** Only mails created at or after this moment (use the time the action started). */
  since?: Date;
  timeout?: number;
}

/** The newest mail to `to` matching the query; waits for it, since mail is queued by the request. */
export async function latestMail(request: APIRequestContext, to: string, query: MailQuery = {}): Promise<DevMail> {
  let found: DevMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = await listMail(request, to);
        found = mails.find(
          (mail) =>
            (!query.subject || query.subject.test(mail.Subject)) &&
            (!query.link || mail.Links.some((link) => query.link!.test(link))) &&
            // The server clock and ours are the same machine; allow a second of rounding.
            (!query.since || Date.parse(mail.CreatedAt) >= query.since.getTime() - 1_000),
        );
        return found !== undefined;
      },
      {
        message: `a mail to ${to}${query.subject ? ` with subject ${query.subject}` : ''}${query.link ? ` with a link ${query.link}` : ''}`,
        timeout: query.timeout ?? 15_000,
      },
    )
    .toBe(true);
  return found!;
}

/** The mail's first link matching `pattern`; fails with the links it has otherwise. */
export function linkIn(mail: DevMail, pattern: RegExp): string {
  const link = mail.Links.find((candidate) => pattern.test(candidate));
  if (!link)
    throw new Error(`No link matching ${pattern} in "${mail.Subject}" to ${mail.To}: ${mail.Links.join(', ')}`);
  return link;
}

/** The link of the newest mail to `to` that has one matching `pattern`. */
export async function latestLink(
  request: APIRequestContext,
  to: string,
  pattern: RegExp,
  query: Omit<MailQuery, 'link'> = {},
): Promise<string> {
  return linkIn(await latestMail(request, to, { ...query, link: pattern }), pattern);
}

export const VERIFY_EMAIL_LINK = /\/verify-email\?token=[^&\s]+/;
export const RESET_PASSWORD_LINK = /\/ResetPassword\?\S*token=/;
