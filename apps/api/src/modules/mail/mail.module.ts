import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DbExecutor } from '../../db/database';
import { devMailboxRoutes } from './dev-mailbox.routes';
import { DevMailboxService } from './dev-mailbox.service';
import { createMailDispatcher } from './mail-dispatcher';
import type { RenderedMail } from './mail-templates';
import { probeWhileOpen, reportBacklog } from '../../lib/observability/scrape';
import { enqueueMail, outboxBacklog } from './outbox.repository';

/**
 * `fastify.mail`. To send a mail with a change, enqueue it in the change's transaction and kick
 * after the commit: a kick before the commit finds nothing to send (the row is not visible yet)
 * and the mail would wait for the next poll instead.
 *
 *   await fastify.db.transaction(async (tx) => { ...; await fastify.mail.enqueue(tx, to, mail); });
 *   fastify.mail.kick();
 */
export interface MailService {
  /** Stores the mail in the outbox (in `db`'s transaction); it is sent later, with retries. */
  enqueue(db: DbExecutor, to: string, rendered: RenderedMail): Promise<void>;
  /** Asks the sender to deliver soon. Cheap, coalesced; does nothing without SMTP. */
  kick(): void;
  /** Delivers every due mail now; resolves with how many were sent (0 without SMTP). */
  drainOnce(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailService;
  }
}

export interface MailModuleOptions {
  /** Without it nothing is sent: mails stay in the outbox and their links are logged. */
  smtpUrl: string | undefined;
  from: string;
  /** Registers /api/dev/mailbox; it shows every mail with its tokens, so never in production. */
  devMailbox: boolean;
  pollIntervalMs?: number;
}

/**
 * The mail module: the outbox and its sender, hung on the instance as `fastify.mail` for every
 * module that sends mail, and the development mailbox's routes when DEV_MAILBOX is on.
 */
export const mailModule = fp(
  async (fastify: FastifyInstance, options: MailModuleOptions) => {
    const dispatcher = options.smtpUrl
      ? createMailDispatcher({
          db: fastify.db,
          smtpUrl: options.smtpUrl,
          from: options.from,
          log: fastify.log.child({ module: 'mail' }),
          pollIntervalMs: options.pollIntervalMs,
        })
      : undefined;
    if (dispatcher) {
      // onClose hooks of one instance run last-registered first, so this runs before the
      // database plugin (registered earlier) closes the connections the last batch still needs.
      fastify.addHook('onClose', () => dispatcher.stop());
    } else {
      fastify.log.warn('SMTP_URL is not set: mails stay in the outbox and their links are logged');
    }

    probeWhileOpen(fastify, async () => reportBacklog('mail', await outboxBacklog(fastify.db)));

    fastify.decorate('mail', {
      async enqueue(db, to, rendered) {
        await enqueueMail(db, to, rendered);
        if (dispatcher) {
          // Links carry sign-in tokens: with a real sender they stay out of the logs.
          fastify.log.debug({ to, subject: rendered.subject, template: rendered.template }, 'mail queued');
          dispatcher.kick();
        } else {
          fastify.log.info({ to, subject: rendered.subject, links: rendered.links }, 'mail queued');
        }
      },
      kick: () => dispatcher?.kick(),
      drainOnce: async () => (dispatcher ? dispatcher.drainOnce() : 0),
    } satisfies MailService);

    if (options.devMailbox) {
      fastify.log.warn('DEV_MAILBOX is on: /api/dev/mailbox shows every mail, tokens included');
      await fastify.register(devMailboxRoutes, { mailbox: new DevMailboxService(fastify.db) });
    }
  },
  { name: 'mail' },
);
