import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import { EMAIL_MAX_LENGTH, ErrorBodySchema, textSchema } from '@marketplace/contract';
import { OUTBOX_STATUSES } from '../../db/schema/internal-values';
import { renderMailboxPage } from './dev-mailbox-page';
import { listRecentMail, type OutboxMail } from './outbox.repository';

// A development tool, not part of the product contract, so its schemas live here.
const DevMailboxQuerySchema = Type.Object(
  {
    /** Only mails to this address. */
    to: Type.Optional(textSchema(EMAIL_MAX_LENGTH)),
    limit: Type.Integer({ minimum: 1, maximum: 200, default: 50 }),
  },
  { title: 'DevMailboxQuery', additionalProperties: false },
);

const DevMailSchema = Type.Object(
  {
    MailId: Type.String({ format: 'uuid' }),
    To: Type.String(),
    Subject: Type.String(),
    Text: Type.String(),
    Html: Type.String(),
    Links: Type.Array(Type.String()),
    Status: Type.Union(OUTBOX_STATUSES.map((status) => Type.Literal(status))),
    Attempts: Type.Integer({ minimum: 0 }),
    CreatedAt: Type.String({ format: 'date-time' }),
    SentAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  },
  { title: 'DevMail' },
);
export type DevMail = Static<typeof DevMailSchema>;

const DevMailboxSchema = Type.Object({ Items: Type.Array(DevMailSchema) }, { title: 'DevMailbox' });

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
  const list = (query: Static<typeof DevMailboxQuerySchema>) =>
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
