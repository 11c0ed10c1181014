import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBodySchema } from '@marketplace/contract';
import { renderMailboxPage } from './dev-mailbox-page';
import { DevMailboxQuerySchema, DevMailboxSchema, type DevMail, type DevMailboxQuery } from './dev-mailbox.schemas';
import { listRecentMail, type OutboxMail } from './outbox.repository';

/**
 * The outbox has no links column; every template prints each link on a line of its own in the
 * text body, so reading them back from there gives the same list the mail was rendered with.
 */
export function linksOf(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"]+/g) ?? [])];
}

function toDevMail(row: OutboxMail): DevMail {
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

/**
 * Lets a developer (or an end-to-end test) open the links of mails that were never sent because
 * no SMTP server is configured. Registered only when DEV_MAILBOX is on: it exposes reset tokens.
 */
export const devMailboxRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const tags = ['Development'];
  const list = (query: DevMailboxQuery) =>
    listRecentMail(fastify.db, { to: query.to, limit: query.limit }).then((rows) => rows.map(toDevMail));

  fastify.get(
    '/api/dev/mailbox',
    {
      schema: {
        tags,
        summary: 'Recent outbox mails, newest first (development only)',
        querystring: DevMailboxQuerySchema,
        response: { 200: DevMailboxSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => ({ Items: await list(request.query) }),
  );

  // An HTML page has no JSON response schema to declare; the query is validated as above.
  fastify.get(
    '/api/dev/mailbox/page',
    { schema: { tags, summary: 'The same mails as a page with clickable links', querystring: DevMailboxQuerySchema } },
    async (request, reply) => {
      const mails = await list(request.query);
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(renderMailboxPage(mails));
    },
  );
};
