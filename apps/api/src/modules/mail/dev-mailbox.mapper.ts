import type { DevMail } from './dev-mailbox.schemas';
import type { OutboxMail } from './outbox.repository';

/**
 * The outbox has no links column; every template prints each link on a line of its own in the
 * text body, so reading them back from there gives the same list the mail was rendered with.
 */
export function linksOf(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"]+/g) ?? [])];
}

/** An outbox row as the development mailbox shows it. */
export function toDevMail(row: OutboxMail): DevMail {
  return {
    MailId: row.id,
    To: row.toAddress,
    Subject: row.subject,
    Text: row.textBody,
    Html: row.htmlBody,
    Links: linksOf(row.textBody),
    Status: row.status as DevMail['Status'],
    Attempts: row.attempts,
    CreatedAt: row.createdAt.toISOString(),
    SentAt: row.sentAt?.toISOString() ?? null,
  };
}
