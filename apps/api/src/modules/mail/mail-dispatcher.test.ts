import { createServer } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { mailOutbox } from '../../db/schema/index';
import { createMailDispatcher, type MailDispatcher, type MailLog } from './mail-dispatcher';
import { absoluteUrl, verifyEmailMail } from './mail-templates';
import { enqueueMail, MAX_SEND_ATTEMPTS } from './outbox.repository';
import { decodeQuotedPrintable, startTestSmtpServer, type TestSmtpServer } from '../../../test/test-smtp-server';

const FROM = 'Bahrain Services Marketplace <no-reply@marketplace.bh>';
const quiet: MailLog = { info: () => {}, warn: () => {}, error: () => {} };

describe('mail dispatcher with a real SMTP server', () => {
  let database: TestDatabase;
  let smtp: TestSmtpServer;
  const dispatchers: MailDispatcher[] = [];
  const dispatcher = (smtpUrl = smtp.url, batchSize?: number) => {
    const created = createMailDispatcher({
      db: database.db,
      smtpUrl,
      from: FROM,
      log: quiet,
      pollIntervalMs: 60_000,
      batchSize,
    });
    dispatchers.push(created);
    return created;
  };
  const rowOf = async (id: string) => {
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    if (!row) throw new Error(`mail ${id} is gone`);
    return row;
  };
  const makeDue = (id: string) =>
    database.db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now() - interval '1 second'` })
      .where(eq(mailOutbox.id, id));
  const link = absoluteUrl('https://marketplace.example.bh', '/verify-email?token=secret-token');

  beforeAll(async () => {
    database = await createTestDatabase();
    smtp = await startTestSmtpServer();
  });
  beforeEach(async () => {
    await database.db.delete(mailOutbox);
    smtp.received.length = 0;
    smtp.rejectRecipients = false;
  });
  afterEach(async () => {
    await Promise.all(dispatchers.splice(0).map((d) => d.stop()));
  });
  afterAll(async () => {
    await smtp.close();
    await database.close();
  });

  it('delivers a queued mail with From, To, Subject and both a text and an HTML part', async () => {
    const row = await enqueueMail(database.db, 'fatima@example.bh', verifyEmailMail({ firstName: 'Fatima', link }));
    expect(await dispatcher().drainOnce()).toBe(1);

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.from).toBe('no-reply@marketplace.bh');
    expect(mail?.to).toEqual(['fatima@example.bh']);
    const raw = decodeQuotedPrintable(mail?.raw ?? '');
    expect(raw).toMatch(/^From: Bahrain Services Marketplace <no-reply@marketplace\.bh>$/m);
    expect(raw).toMatch(/^To: fatima@example\.bh$/m);
    expect(raw).toMatch(/^Subject: Verify your e-mail address$/m);
    expect(raw).toMatch(new RegExp(`^Message-ID: <${row.id}@marketplace\\.bh>$`, 'm'));
    expect(raw).toContain('Content-Type: text/plain');
    expect(raw).toContain('Content-Type: text/html');
    expect(raw).toContain(link);
    expect(await rowOf(row.id)).toMatchObject({
      status: 'sent',
      attempts: 1,
      lastError: null,
      sentAt: expect.any(Date),
    });
  });

  it('keeps a refused mail pending with its error and back-off, then delivers it once accepted', async () => {
    const row = await enqueueMail(database.db, 'ali@example.bh', verifyEmailMail({ firstName: 'Ali', link }));
    const sender = dispatcher();
    smtp.rejectRecipients = true;
    expect(await sender.drainOnce()).toBe(0);

    const failed = await rowOf(row.id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
    expect(failed.lastError).toContain('Mailbox temporarily unavailable');
    expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
    // Not due yet: a pass now must leave it alone.
    expect(await sender.drainOnce()).toBe(0);
    expect((await rowOf(row.id)).attempts).toBe(1);

    smtp.rejectRecipients = false;
    await makeDue(row.id);
    expect(await sender.drainOnce()).toBe(1);
    expect(await rowOf(row.id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(smtp.received).toHaveLength(1);
  });

  it('keeps the mail pending when the SMTP server is down', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    const row = await enqueueMail(database.db, 'omar@example.bh', verifyEmailMail({ firstName: 'Omar', link }));
    expect(await dispatcher(`smtp://127.0.0.1:${closedPort}`).drainOnce()).toBe(0);
    const failed = await rowOf(row.id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
  });

  it(`marks a mail failed after ${MAX_SEND_ATTEMPTS} attempts and keeps it`, async () => {
    const row = await enqueueMail(database.db, 'sara@example.bh', verifyEmailMail({ firstName: 'Sara', link }));
    const sender = dispatcher();
    smtp.rejectRecipients = true;
    for (let attempt = 1; attempt <= MAX_SEND_ATTEMPTS; attempt++) {
      await makeDue(row.id);
      await sender.drainOnce();
      expect((await rowOf(row.id)).attempts).toBe(attempt);
    }
    expect(await rowOf(row.id)).toMatchObject({ status: 'failed', attempts: MAX_SEND_ATTEMPTS, sentAt: null });
    smtp.rejectRecipients = false;
    await makeDue(row.id);
    expect(await sender.drainOnce()).toBe(0);
    expect(await rowOf(row.id)).toMatchObject({ status: 'failed', attempts: MAX_SEND_ATTEMPTS });
  });

  it('never delivers one mail twice when two processes drain at the same time', async () => {
    const count = 24;
    for (let i = 0; i < count; i++) {
      await enqueueMail(database.db, `user${i}@example.bh`, verifyEmailMail({ firstName: `User ${i}`, link }));
    }
    // Two dispatchers stand for two API processes; small batches make their claims interleave.
    const [a, b] = await Promise.all([dispatcher(smtp.url, 3).drainOnce(), dispatcher(smtp.url, 3).drainOnce()]);
    expect(a + b).toBe(count);
    const recipients = smtp.received.flatMap((mail) => mail.to);
    expect(recipients).toHaveLength(count);
    expect(new Set(recipients).size).toBe(count);
    const rows = await database.db.select().from(mailOutbox);
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });

  it('kick() delivers soon without being awaited, and stop() waits for the batch in flight', async () => {
    await enqueueMail(database.db, 'kick@example.bh', verifyEmailMail({ firstName: 'K', link }));
    const sender = dispatcher();
    sender.kick();
    sender.kick();
    await expect.poll(() => smtp.received.length).toBe(1);
    await sender.stop();
    const [row] = await database.db.select().from(mailOutbox);
    expect(row?.status).toBe('sent');
  });
});
