import { createTransport } from 'nodemailer';
import type { Database } from '../../db/database';
import { mailDeliveries } from '../../lib/observability/metrics';
import { inSpan, SpanKind } from '../../lib/observability/tracing';
import { claimDueMail, markFailed, markSent, type OutboxMail } from './outbox.repository';

/** The logger calls the dispatcher makes; Fastify's (pino) logger fits. */
export interface MailLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface MailDispatcherOptions {
  db: Database;
  /** e.g. smtps://user:pass@smtp.example.com or smtp://host:587; query parameters reach nodemailer. */
  smtpUrl: string;
  from: string;
  log: MailLog;
  pollIntervalMs?: number;
  batchSize?: number;
}

export interface MailDispatcher {
  /** Deliver soon; several calls in a row (or during a batch) cause one more pass, not many. */
  kick(): void;
  /** Delivers everything due now and resolves with how many mails were sent. */
  drainOnce(): Promise<number>;
  /** Stops polling and waits for the batch in flight, so its rows are marked before the database closes. */
  stop(): Promise<void>;
}

/** The Message-ID domain: the sender's, so receivers see a consistent origin. */
function messageIdDomain(from: string): string {
  return /@([\w.-]+)>?\s*$/.exec(from)?.[1] ?? 'marketplace.invalid';
}

/**
 * Delivers outbox rows over SMTP. Delivery is at-least-once: a crash after the SMTP server took a
 * mail but before `markSent` leaves the row claimed, and it is sent again once its lease expires.
 * The resend carries the same Message-ID (built from the row id), so clients can spot the double.
 */
export function createMailDispatcher(options: MailDispatcherOptions): MailDispatcher {
  const { db, log } = options;
  const batchSize = options.batchSize ?? 10;
  // Plain smtp:// upgrades with STARTTLS whenever the server offers it (nodemailer's default);
  // `?requireTLS=true` refuses servers that do not. Short timeouts keep a hung server from
  // holding a claimed batch (and shutdown) for minutes; the URL's parameters win over these.
  const transport = createTransport(
    { url: options.smtpUrl, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 },
    { from: options.from },
  );
  const domain = messageIdDomain(options.from);
  // Only the host: the URL can carry the SMTP user's password.
  const smtpHost = new URL(options.smtpUrl).host;

  let stopped = false;
  let running: Promise<number> | null = null;
  let again = false;
  let kickTimer: NodeJS.Timeout | null = null;

  async function deliver(mail: OutboxMail): Promise<boolean> {
    try {
      // A span of its own with tracing on: deliveries run after the request that queued them.
      await inSpan(
        'smtp send',
        { 'marketplace.mail.template': mail.template, 'server.address': smtpHost },
        () =>
          transport.sendMail({
            to: mail.toAddress,
            subject: mail.subject,
            text: mail.textBody,
            html: mail.htmlBody,
            messageId: `<${mail.id}@${domain}>`,
            // Asks auto-responders (out-of-office) not to answer a no-reply address.
            headers: { 'Auto-Submitted': 'auto-generated' },
          }),
        SpanKind.CLIENT,
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const status = await markFailed(db, mail.id, message, mail.attempts);
      mailDeliveries.inc({ outcome: status === 'failed' ? 'failed' : 'retry' });
      const details = { mailId: mail.id, template: mail.template, attempts: mail.attempts, error: message };
      if (status === 'failed') log.error(details, 'mail failed for good; kept in the outbox');
      else log.warn(details, 'mail delivery failed; will retry');
      return false;
    }
    mailDeliveries.inc({ outcome: 'sent' });
    await markSent(db, mail.id);
    log.info({ mailId: mail.id, template: mail.template }, 'mail sent');
    return true;
  }

  async function deliverDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await claimDueMail(db, batchSize);
      for (const mail of batch) if (await deliver(mail)) sent++;
      if (batch.length < batchSize || stopped) return sent;
    }
  }

  /** One pass at a time per process; a request arriving mid-pass is answered by one more pass. */
  function run(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let sent = 0;
      do {
        again = false;
        sent += await deliverDue();
      } while (again && !stopped);
      return sent;
    })().finally(() => {
      running = null;
    });
    return running;
  }

  const runInBackground = () => {
    if (stopped) return;
    run().catch((error: unknown) =>
      log.error({ err: error }, 'mail dispatcher pass failed; retrying on the next poll'),
    );
  };

  // unref: a pending poll must never keep the process alive on its own.
  const poll = setInterval(runInBackground, options.pollIntervalMs ?? 5_000);
  poll.unref();

  return {
    kick() {
      if (stopped || kickTimer) return;
      kickTimer = setTimeout(() => {
        kickTimer = null;
        runInBackground();
      }, 0);
      kickTimer.unref();
    },
    drainOnce: () => (stopped ? Promise.resolve(0) : run()),
    async stop() {
      stopped = true;
      clearInterval(poll);
      if (kickTimer) clearTimeout(kickTimer);
      kickTimer = null;
      await running?.catch(() => undefined);
      transport.close();
    },
  };
}
