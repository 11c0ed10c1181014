import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { mailOutbox } from '../../db/schema/index';
import { databasePlugin } from '../../plugins/database';
import { mailModule } from './mail.module';
import { absoluteUrl, noticeMail, verifyEmailMail } from './mail-templates';
import { startTestSmtpServer, type TestSmtpServer } from '../../../test/test-smtp-server';

describe('development mailbox (DEV_MAILBOX=true, no SMTP)', () => {
  let t: TestApp;
  const link = absoluteUrl('http://localhost:3000', '/verify-email?token=abc&next=%2Fhome');
  beforeAll(async () => {
    t = await createTestApp({ DEV_MAILBOX: 'true' });
    await t.app.mail.enqueue(t.app.db, 'first@example.bh', verifyEmailMail({ firstName: 'First', link }));
    await t.app.mail.enqueue(
      t.app.db,
      'second@example.bh',
      noticeMail({ firstName: '<b>Bold</b>', title: 'Order <script>x</script>', body: 'Hello' }),
    );
  });
  afterAll(() => t.close());

  it('keeps mails pending in the outbox when there is no SMTP server', async () => {
    expect(await t.app.mail.drainOnce()).toBe(0);
    t.app.mail.kick();
    const rows = await t.app.db.select().from(mailOutbox);
    expect(rows.map((row) => row.status)).toEqual(['pending', 'pending']);
  });

  it('lists mails newest first with their links, filtered by recipient', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
    expect(res.statusCode).toBe(200);
    const items = res.json().Items;
    expect(items.map((item: { To: string }) => item.To)).toEqual(['second@example.bh', 'first@example.bh']);

    const filtered = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox?to=FIRST@example.bh&limit=5' });
    expect(filtered.json().Items).toEqual([
      expect.objectContaining({
        MailId: expect.any(String),
        To: 'first@example.bh',
        Subject: 'Verify your e-mail address',
        Links: [link],
        Status: 'pending',
        Attempts: 0,
        CreatedAt: expect.any(String),
        SentAt: null,
      }),
    ]);
    expect(filtered.json().Items[0].Html).toContain('Verify e-mail address');
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/mailbox?limit=0' })).statusCode).toBe(400);
  });

  it('renders a page with clickable links and escaped content', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox/page' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain(`<a href="${link.replace('&', '&amp;')}">`);
    expect(res.body).toContain('Order &lt;script&gt;x&lt;/script&gt;');
    expect(res.body).not.toContain('<script>');
    expect(res.body).not.toContain('<b>Bold</b>');
  });
});

describe('mail module without SMTP', () => {
  it('logs the recipient, subject and links of each queued mail, so a developer can click them', async () => {
    const lines: string[] = [];
    const database = await createTestDatabase();
    const app = Fastify({ logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } });
    await app.register(databasePlugin, { database: database.handle });
    await app.register(mailModule, { smtpUrl: undefined, from: 'no-reply@marketplace.bh', devMailbox: false });
    await app.ready();
    const link = absoluteUrl('http://localhost:3000', '/verify-email?token=logged');
    await app.mail.enqueue(app.db, 'log@example.bh', verifyEmailMail({ firstName: 'Log', link }));
    await app.close();
    await database.close();
    const queued = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((line) => line.msg === 'mail queued');
    expect(queued).toMatchObject({
      level: 30,
      to: 'log@example.bh',
      subject: 'Verify your e-mail address',
      links: [link],
    });
  });
});

describe('development mailbox off (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers both routes with the normal JSON 404', async () => {
    for (const url of ['/api/dev/mailbox', '/api/dev/mailbox/page']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ StatusCode: 404, Message: `Route GET ${url} not found` });
    }
  });
});

describe('mail module with SMTP configured', () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
  });
  afterAll(() => smtp.close());

  it('sends mails enqueued in a transaction, and closing the app lets the batch in flight finish', async () => {
    const t = await createTestApp({ SMTP_URL: smtp.url });
    const link = absoluteUrl(t.config.publicUrl, '/verify-email?token=t');
    await t.app.db.transaction(async (tx) => {
      for (const name of ['a', 'b', 'c']) {
        await t.app.mail.enqueue(tx, `${name}@example.bh`, verifyEmailMail({ firstName: name, link }));
      }
    });
    // Closing while a batch is in flight: the dispatcher must stop before the database closes,
    // or marking the rows as sent would fail.
    const delivering = t.app.mail.drainOnce();
    await t.close();
    await expect(delivering).resolves.toBeGreaterThanOrEqual(0);
    expect(smtp.received.flatMap((mail) => mail.to).sort()).toEqual(['a@example.bh', 'b@example.bh', 'c@example.bh']);
  });
});
