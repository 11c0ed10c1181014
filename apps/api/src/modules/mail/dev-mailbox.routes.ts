import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBodySchema } from '@marketplace/contract';
import { renderMailboxPage } from './dev-mailbox-page';
import { DevMailboxQuerySchema, DevMailboxSchema } from './dev-mailbox.schemas';
import type { DevMailboxService } from './dev-mailbox.service';

export interface DevMailboxRoutesOptions {
  /** Built once by the mail module. */
  mailbox: DevMailboxService;
}

/**
 * Lets a developer (or an end-to-end test) open the links of mails that were never sent because
 * no SMTP server is configured. Registered only when DEV_MAILBOX is on: it exposes reset tokens.
 */
export const devMailboxRoutes: FastifyPluginAsyncTypebox<DevMailboxRoutesOptions> = async (fastify, { mailbox }) => {
  const tags = ['Development'];

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
    async (request) => ({ Items: await mailbox.list(request.query) }),
  );

  // An HTML page has no JSON response schema to declare; the query is validated as above.
  fastify.get(
    '/api/dev/mailbox/page',
    { schema: { tags, summary: 'The same mails as a page with clickable links', querystring: DevMailboxQuerySchema } },
    async (request, reply) => {
      const mails = await mailbox.list(request.query);
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(renderMailboxPage(mails));
    },
  );
};
