import { eq } from 'drizzle-orm';
import { VALIDATION_MESSAGES } from '@marketplace/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inquiries } from '../../db/schema/index';
import { bearer, call, createUser, latestMail, mailCount, signIn } from '../../../test/account-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe('contact form inquiries', () => {
  let t: TestApp;
  let customerId: string;
  let customerToken: string;
  beforeAll(async () => {
    t = await createTestApp();
    customerId = (await createUser(t.app, { email: 'layla@example.bh' })).id;
    customerToken = (await signIn(t.app, 'layla@example.bh')).body.JwtToken;
  });
  afterAll(() => t.close());

  const inquiry = (email: string) => ({
    Name: ' Ahmed Ali ',
    Email: email,
    Phone: '+97333123456',
    Subject: 'AC servicing in Riffa',
    Message: 'Do you service split units?',
  });
  const send = (payload: object, headers = {}) =>
    call(t.app, { method: 'POST', url: '/api/CustomerInquiry', payload, headers });

  it('stores a visitor’s inquiry as new and queues a receipt to the sender', async () => {
    const res = await send(inquiry('ahmed@example.bh'));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ Name: 'Ahmed Ali', Email: 'ahmed@example.bh', Status: 'new' });
    const [row] = await t.app.db.select().from(inquiries).where(eq(inquiries.id, body.InqId));
    expect(row).toMatchObject({ status: 'new', userId: null, handledBy: null, phone: '+97333123456' });
    const mail = await latestMail(t.app, 'ahmed@example.bh', '/');
    expect(mail?.mail).toMatchObject({ template: 'inquiry-received', subject: 'We received your message' });
    expect(mail?.mail.textBody).toContain('AC servicing in Riffa');
    expect(await mailCount(t.app, 'ahmed@example.bh')).toBe(1);
  });

  it('links the inquiry to the account when a signed-in user sends it, and takes no phone', async () => {
    const res = await send({ ...inquiry('layla@example.bh'), Phone: '' }, bearer(customerToken));
    expect(res.statusCode).toBe(201);
    expect(res.json().Phone).toBe('');
    const [row] = await t.app.db.select().from(inquiries).where(eq(inquiries.id, res.json().InqId));
    expect(row).toMatchObject({ userId: customerId, phone: null });
    const { Phone: _omitted, ...withoutPhone } = inquiry('nophone@example.bh');
    expect((await send(withoutPhone)).statusCode).toBe(201);
  });

  it('refuses an invalid inquiry with 400 naming the field, and queues no mail', async () => {
    const badEmail = await send(inquiry('not-an-email'));
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().Errors).toContainEqual({ Field: 'Email', Message: VALIDATION_MESSAGES.emailInvalid });
    const blank = await send({ ...inquiry('blank@example.bh'), Message: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().Errors[0].Field).toBe('Message');
    const missing = await send({ Name: 'A', Email: 'x@example.bh', Subject: 'Hi' });
    expect(missing.json().Errors).toContainEqual({ Field: 'Message', Message: 'Message is required' });
    expect(await mailCount(t.app, 'blank@example.bh')).toBe(0);
  });

  it('allows five inquiries per address in 15 minutes, then answers 429', async () => {
    const fromOneAddress = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/CustomerInquiry',
        remoteAddress: '192.0.2.7',
        payload: inquiry('flood@example.bh'),
      });
    for (let i = 0; i < 5; i += 1) expect((await fromOneAddress()).statusCode).toBe(201);
    const sixth = await fromOneAddress();
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().Message).toMatch(/Too many requests/);
    expect(await mailCount(t.app, 'flood@example.bh')).toBe(5);
    expect((await send(inquiry('other@example.bh'))).statusCode).toBe(201);
  });
});
