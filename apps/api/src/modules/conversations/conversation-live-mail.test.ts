import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONVERSATION_PATHS, type ConversationMessage } from '@marketplace/contract';
import { users } from '../../db/schema/index';
import { latestMail, mailCount } from '../../../test/account-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { listenOnLoopback, openStream } from '../notifications/testing';
import { mailUnreadMessages } from './conversation-mail';
import { as, conversationWorld, type ConversationWorld } from './testing';

// Issue 37: a new message reaches the other side's open stream at once, with the unread count;
// an e-mail goes out only for a message left unread for 10 minutes, one an hour at most, in the
// reader's language, linking straight to the conversation.

describe('conversations live and by e-mail', () => {
  let t: TestApp;
  let w: ConversationWorld;
  let baseUrl: string;
  beforeAll(async () => {
    t = await createTestApp();
    w = await conversationWorld(t.app);
    baseUrl = await listenOnLoopback(t.app);
  });
  afterAll(() => t.close());

  const sweep = () => mailUnreadMessages(t.app.database, 'https://market.example');

  it('pushes the message to the other side’s open stream, with the unread messages counted', async () => {
    const stream = await openStream(baseUrl, '/api/Notification/stream', w.customer);
    try {
      await stream.waitFor((event) => event.event === 'unread-count');
      const sent = (await as(t.app, w.provider).write(w.conversationId, 'We come at 6')).json<ConversationMessage>();
      const event = await stream.waitFor((e) => e.event === 'conversation-message');
      expect(JSON.parse(event.data)).toEqual({ ConversationId: w.conversationId, Message: sent });
      expect(event.id).toBe(sent.MessageId);
      const count = await stream.waitFor((e) => e.event === 'unread-count' && JSON.parse(e.data).UnreadMessages === 1);
      expect(JSON.parse(count.data)).toMatchObject({ UnreadMessages: 1 });
      // The other business's owner hears nothing of it.
      const other = await openStream(baseUrl, '/api/Notification/stream', w.otherProvider);
      try {
        await as(t.app, w.provider).write(w.conversationId, 'And bring the receipt');
        await stream.waitFor((e) => e.event === 'conversation-message' && e.data.includes('receipt'));
        expect(other.events.some((e) => e.event === 'conversation-message')).toBe(false);
      } finally {
        other.close();
      }
      // Reading tells the writer's pages ("seen").
      const writer = await openStream(baseUrl, '/api/Notification/stream', w.provider);
      try {
        await as(t.app, w.customer).put(`/api/Conversation/${w.conversationId}/read`, { MessageId: sent.MessageId });
        const seen = await writer.waitFor((e) => e.event === 'conversation');
        expect(JSON.parse(seen.data)).toEqual({ ConversationId: w.conversationId });
      } finally {
        writer.close();
      }
    } finally {
      stream.close();
    }
  });

  /** Moves a conversation `minutes` into the past: its messages, activity, read marks and mails. */
  const age = async (conversationId: string, minutes: number) => {
    const back = sql`make_interval(mins => ${minutes})`;
    await t.app.db.execute(
      sql`update conversation_messages set created_at = created_at - ${back} where conversation_id = ${conversationId}`,
    );
    await t.app.db.execute(
      sql`update conversations set last_message_at = last_message_at - ${back} where id = ${conversationId}`,
    );
    await t.app.db.execute(
      sql`update conversation_participants set last_read_at = last_read_at - ${back}, last_mailed_at = last_mailed_at - ${back} where conversation_id = ${conversationId}`,
    );
  };

  it('mails only about messages unread for 10 minutes, once an hour, in the reader’s language', async () => {
    // What the first test left unread is mailed now, so that the counts below are this test's.
    await age(w.conversationId, 11);
    await sweep();
    const { conversationId, otherConversationId } = await conversationWorld(t.app, w.parties);
    const customerEmail = w.parties.customer.user.email;
    const providerEmail = w.parties.providers[0]!.user.email;
    await t.app.db.update(users).set({ language: 'ar' }).where(eq(users.id, w.parties.customer.user.id));
    const before = await mailCount(t.app, customerEmail);
    const providerBefore = await mailCount(t.app, providerEmail);

    await as(t.app, w.provider).write(conversationId, 'Your quote is 25 BHD.\nShall we book?');
    await age(conversationId, 9);
    expect(await sweep()).toBe(0);
    await age(conversationId, 2);
    expect(await sweep()).toBe(1);
    expect(await mailCount(t.app, customerEmail)).toBe(before + 1);
    const mail = await latestMail(t.app, customerEmail, CONVERSATION_PATHS.customer(conversationId));
    expect(mail!.link!.pathname).toBe(`/ar${CONVERSATION_PATHS.customer(conversationId)}`);
    expect(mail!.mail.subject).toBe('رسالة جديدة من \u2068Manama Cleaners\u2069');
    expect(mail!.mail.textBody).toContain('Your quote is 25 BHD.');
    expect(mail!.mail.textBody).toContain('لديك رسالة واحدة غير مقروءة');
    // The writer is never mailed about their own message.
    expect(await mailCount(t.app, providerEmail)).toBe(providerBefore);

    // A newer message within the hour: no second mail yet; after the hour, one more.
    await as(t.app, w.provider).write(conversationId, 'Hello?');
    await age(conversationId, 30);
    expect(await sweep()).toBe(0);
    await age(conversationId, 31);
    expect(await sweep()).toBe(1);
    expect(await mailCount(t.app, customerEmail)).toBe(before + 2);

    // Read within 10 minutes: no mail at all.
    const read = (await as(t.app, w.otherProvider).write(otherConversationId, 'Booked for Sunday')).json();
    await as(t.app, w.customer).put(`/api/Conversation/${otherConversationId}/read`, { MessageId: read.MessageId });
    await age(otherConversationId, 200);
    expect(await sweep()).toBe(0);
    expect(await mailCount(t.app, customerEmail)).toBe(before + 2);
  });
});
