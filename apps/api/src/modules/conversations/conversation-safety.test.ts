import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONVERSATION_MESSAGES, type MessagePage } from '@marketplace/contract';
import { auditLog, providers } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { as, conversationWorld, type ConversationWorld } from './testing';

// Issue 37, keeping it safe: reports reach the admins' inbox; admins hide messages (the text goes
// to the audit log) and close conversations; a business no longer active cannot write; one
// account writes at most 20 messages a minute.

describe('conversation safety', () => {
  let t: TestApp;
  let w: ConversationWorld;
  beforeAll(async () => {
    t = await createTestApp();
    w = await conversationWorld(t.app);
  });
  afterAll(() => t.close());

  const path = (id: string, rest = '') => `/api/Conversation/${id}${rest}`;
  const inbox = async () => (await as(t.app, w.admin).get('/api/Admin/inbox')).json().ReportedMessages;

  it('takes a report once, counts it in the inbox, and hiding the message settles it', async () => {
    const rude = (await as(t.app, w.provider).write(w.conversationId, 'You are an idiot')).json();
    const customer = as(t.app, w.customer);
    const own = (await customer.write(w.conversationId, 'Please be polite')).json();
    expect(
      (await customer.post(path(w.conversationId, `/messages/${own.MessageId}/report`), { Reason: 'x' })).json(),
    ).toMatchObject({ Message: CONVERSATION_MESSAGES.cannotReportOwn });
    const before = await inbox();
    const report = await customer.post(path(w.conversationId, `/messages/${rude.MessageId}/report`), {
      Reason: 'Insulting',
    });
    expect(report.statusCode).toBe(201);
    expect(report.json()).toMatchObject({ Status: 'open', Reason: 'Insulting', MessageText: 'You are an idiot' });
    expect(await inbox()).toBe(before + 1);
    const again = await customer.post(path(w.conversationId, `/messages/${rude.MessageId}/report`), { Reason: 'x' });
    expect(again.statusCode).toBe(409);
    expect((await as(t.app, w.admin).get('/api/Admin/message-reports')).json().Items[0]).toMatchObject({
      MessageId: rude.MessageId,
      ReporterName: 'T U',
    });

    expect(
      (await customer.post(path(w.conversationId, `/messages/${rude.MessageId}/hide`), { Reason: 'x' })).statusCode,
    ).toBe(403);
    const hidden = await as(t.app, w.admin).post(path(w.conversationId, `/messages/${rude.MessageId}/hide`), {
      Reason: 'Insult',
    });
    expect(hidden.json()).toMatchObject({ IsHidden: true, Text: '' });
    expect(await inbox()).toBe(before);
    const page = (await customer.get(path(w.conversationId, '/messages'))).json<MessagePage>();
    expect(page.Items.find((message) => message.MessageId === rude.MessageId)).toMatchObject({
      IsHidden: true,
      Text: '',
    });
    const [audit] = await t.app.db.select().from(auditLog).where(eq(auditLog.targetId, rude.MessageId));
    expect(audit).toMatchObject({ action: 'message.hide', reason: 'Insult' });
    expect(audit!.before).toMatchObject({ Text: 'You are an idiot' });
    expect(
      (await as(t.app, w.admin).post(path(w.conversationId, `/messages/${rude.MessageId}/hide`), { Reason: 'x' }))
        .statusCode,
    ).toBe(409);
  });

  it('dismisses a report, keeping the message', async () => {
    const message = (await as(t.app, w.customer).write(w.conversationId, 'Call me on 3333 3333')).json();
    const report = (
      await as(t.app, w.provider).post(path(w.conversationId, `/messages/${message.MessageId}/report`), {
        Reason: 'Spam',
      })
    ).json();
    const dismissed = await as(t.app, w.admin).post(`/api/Admin/message-reports/${report.ReportId}/dismiss`);
    expect(dismissed.json()).toEqual({ Success: true, Message: CONVERSATION_MESSAGES.reportDismissed });
    expect((await as(t.app, w.admin).post(`/api/Admin/message-reports/${report.ReportId}/dismiss`)).statusCode).toBe(
      409,
    );
    const dismissedList = (await as(t.app, w.admin).get('/api/Admin/message-reports?status=dismissed')).json();
    expect(dismissedList.Items[0]).toMatchObject({
      ReportId: report.ReportId,
      Status: 'dismissed',
      MessageIsHidden: false,
    });
  });

  it('stops a business that is no longer active from writing, and says why to both sides', async () => {
    const { otherConversationId } = w;
    await t.app.db
      .update(providers)
      .set({ accState: 'inactive' })
      .where(eq(providers.id, w.parties.providers[1]!.provider.id));
    const refused = await as(t.app, w.otherProvider).write(otherConversationId, 'Still here');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().Message).toBe(CONVERSATION_MESSAGES.providerInactive);
    expect((await as(t.app, w.customer).get(path(otherConversationId))).json()).toMatchObject({
      CanWrite: false,
      CannotWriteReason: CONVERSATION_MESSAGES.providerInactive,
    });
    await t.app.db
      .update(providers)
      .set({ accState: 'active' })
      .where(eq(providers.id, w.parties.providers[1]!.provider.id));
  });

  it('lets an admin close a conversation, after which nobody writes', async () => {
    const { conversationId } = await conversationWorld(t.app, w.parties);
    const closed = await as(t.app, w.admin).post(path(conversationId, '/close'), { Reason: 'Settled by phone' });
    expect(closed.json()).toMatchObject({ Status: 'closed', ClosedReason: 'Settled by phone', CanWrite: false });
    const refused = await as(t.app, w.customer).write(conversationId, 'One more thing');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().Message).toBe(CONVERSATION_MESSAGES.closed);
    expect((await as(t.app, w.admin).post(path(conversationId, '/close'), { Reason: 'again' })).statusCode).toBe(409);
    const page = (await as(t.app, w.customer).get(path(conversationId, '/messages'))).json<MessagePage>();
    expect(page.Items[0]).toMatchObject({ Kind: 'note', Text: 'The marketplace closed this conversation.' });
  });

  it('answers 429 after 20 messages a minute from one account, keeping nothing of the 21st', async () => {
    // The second business has not written in this file yet.
    const { otherConversationId: conversationId } = await conversationWorld(t.app, w.parties);
    const provider = as(t.app, w.otherProvider);
    for (let i = 0; i < 20; i += 1) expect((await provider.write(conversationId, `m${i}`)).statusCode).toBe(201);
    const refused = await provider.write(conversationId, 'one too many');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.json().Message).toMatch(/^Too many requests\. Please wait \d+ seconds and try again\.$/);
    const arabic = await t.app.inject({
      method: 'POST',
      url: `/api/Conversation/${conversationId}/messages?lang=ar`,
      headers: w.otherProvider,
      payload: { Text: 'again' },
    });
    expect(arabic.json().Message).toMatch(/^طلبات كثيرة جدًا\. يُرجى الانتظار \d+ ثانية ثم المحاولة مرة أخرى\.$/);
    const page = (await provider.get(path(conversationId, '/messages?limit=1'))).json<MessagePage>();
    expect(page.Items[0]!.Text).toBe('m19');
  });
});
