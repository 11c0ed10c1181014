import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONVERSATION_MESSAGES,
  type Conversation,
  type ConversationMessage,
  type MessagePage,
} from '@marketplace/contract';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { as, conversationWorld, type ConversationWorld } from './testing';

// Issue 37: a customer and a provider write to each other about a paid order; pages by cursor,
// unread counts, read marks and "seen"; nobody else reads along. Runs on PGlite and PostgreSQL.

describe('conversations', () => {
  let t: TestApp;
  let w: ConversationWorld;
  beforeAll(async () => {
    t = await createTestApp();
    w = await conversationWorld(t.app);
  });
  afterAll(() => t.close());

  const path = (id: string, rest = '') => `/api/Conversation/${id}${rest}`;

  it('lets the customer and the provider write, newest first, with unread counts and read marks', async () => {
    const customer = as(t.app, w.customer);
    const provider = as(t.app, w.provider);
    const first = await customer.write(w.conversationId, 'When will you call?\nAfter 5 pm suits me.');
    expect(first.statusCode).toBe(201);
    const sent = first.json<ConversationMessage>();
    expect(sent).toMatchObject({
      Kind: 'message',
      SenderRole: 'customer',
      Text: 'When will you call?\nAfter 5 pm suits me.',
      Attachment: null,
      IsHidden: false,
    });

    expect((await provider.get('/api/Conversation/unread-count')).json()).toEqual({ UnreadMessages: 1 });
    expect((await customer.get('/api/Conversation/unread-count')).json()).toEqual({ UnreadMessages: 0 });
    expect((await provider.get('/api/Notification/unread-count')).json()).toMatchObject({ UnreadMessages: 1 });
    const list = (await provider.get('/api/Conversation')).json();
    expect(list.UnreadMessages).toBe(1);
    expect(list.Items).toEqual([
      expect.objectContaining({
        ConversationId: w.conversationId,
        BusinessName: 'Manama Cleaners',
        UnreadCount: 1,
        LastMessagePreview: 'When will you call? After 5 pm suits me.',
      }),
    ]);

    const answer = (await provider.write(w.conversationId, 'Tomorrow at 6.')).json<ConversationMessage>();
    expect(answer).toMatchObject({ SenderRole: 'provider', SenderName: 'Manama Cleaners' });
    // Writing marks what came before as read.
    expect((await provider.get('/api/Conversation/unread-count')).json()).toEqual({ UnreadMessages: 0 });

    const page = (await customer.get(path(w.conversationId, '/messages'))).json<MessagePage>();
    expect(page.Items.map((message) => message.Text)).toEqual(['Tomorrow at 6.', sent.Text]);
    expect(page.NextCursor).toBeNull();

    const read = await customer.put(path(w.conversationId, '/read'), { MessageId: answer.MessageId });
    expect(read.json()).toEqual({ UnreadCount: 0, UnreadMessages: 0 });
    // A mark never moves back.
    await customer.put(path(w.conversationId, '/read'), { MessageId: sent.MessageId });
    const seen = (await provider.get(path(w.conversationId))).json<Conversation>();
    const customerMark = seen.People.find((person) => person.Role === 'customer')!.LastReadAt!;
    expect(customerMark >= answer.CreatedAt).toBe(true);
    expect(seen).toMatchObject({ IsParticipant: true, CanWrite: true, CannotWriteReason: '' });
  });

  it('pages a long conversation by cursor without gaps or repeats', async () => {
    const provider = as(t.app, w.provider);
    const { conversationId } = await conversationWorld(t.app, w.parties);
    const customer = as(t.app, w.customer);
    for (let i = 1; i <= 7; i += 1) {
      expect((await (i % 2 ? customer : provider).write(conversationId, `line ${i}`)).statusCode).toBe(201);
    }
    const seen: string[] = [];
    let before: string | null = null;
    do {
      const query: string = before ? `?limit=3&before=${before}` : '?limit=3';
      const page: MessagePage = (await customer.get(path(conversationId, `/messages${query}`))).json();
      seen.push(...page.Items.map((message) => message.Text));
      before = page.NextCursor;
    } while (before);
    expect(seen).toEqual(['line 7', 'line 6', 'line 5', 'line 4', 'line 3', 'line 2', 'line 1']);
    const bad = await customer.get(path(conversationId, `/messages?before=${w.conversationId}`));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Message).toBe(CONVERSATION_MESSAGES.cursorInvalid);
  });

  it('counts unread messages exactly under concurrent writes and read marks in any order', async () => {
    const { conversationId } = await conversationWorld(t.app, w.parties);
    const customer = as(t.app, w.customer);
    const provider = as(t.app, w.provider);
    const sent = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        provider.write(conversationId, `burst ${i}`).then((r) => r.json<ConversationMessage>()),
      ),
    );
    const unread = async () => (await customer.get(path(conversationId))).json<Conversation>().UnreadCount;
    expect(await unread()).toBe(12);
    const page = (await customer.get(path(conversationId, '/messages?limit=12'))).json<MessagePage>();
    expect(page.Items.map((message) => message.MessageId).sort()).toEqual(
      sent.map((message) => message.MessageId).sort(),
    );
    // Two tabs mark read at once, the newest and an older one, in either order: the newest wins.
    const [newest, older] = [page.Items[0]!, page.Items[6]!];
    await Promise.all([
      customer.put(path(conversationId, '/read'), { MessageId: older.MessageId }),
      customer.put(path(conversationId, '/read'), { MessageId: newest.MessageId }),
      customer.put(path(conversationId, '/read'), { MessageId: older.MessageId }),
    ]);
    expect(await unread()).toBe(0);
  });

  it('shows the order’s conversations to its customer and each business only its own', async () => {
    const mine = (await as(t.app, w.customer).get(`/api/Conversation/order/${w.orderId}`)).json<Conversation[]>();
    expect(mine.map((conversation) => conversation.ConversationId).sort()).toEqual(
      [w.conversationId, w.otherConversationId].sort(),
    );
    const theirs = (await as(t.app, w.otherProvider).get(`/api/Conversation/order/${w.orderId}`)).json<
      Conversation[]
    >();
    expect(theirs.map((conversation) => conversation.ConversationId)).toEqual([w.otherConversationId]);
    expect((await as(t.app, w.stranger).get(`/api/Conversation/order/${w.orderId}`)).statusCode).toBe(404);
    const admin = (await as(t.app, w.admin).get(`/api/Conversation/order/${w.orderId}`)).json<Conversation[]>();
    expect(admin).toHaveLength(2);
    expect(admin[0]).toMatchObject({ IsParticipant: false, CanWrite: false });
  });

  it('refuses the other customer, the other business and visitors, as if the conversation did not exist', async () => {
    for (const headers of [w.stranger, w.otherProvider]) {
      const who = as(t.app, headers);
      for (const answer of [
        await who.get(path(w.conversationId)),
        await who.get(path(w.conversationId, '/messages')),
        await who.write(w.conversationId, 'hello'),
      ]) {
        expect(answer.statusCode).toBe(404);
        expect(answer.json().Message).toBe(CONVERSATION_MESSAGES.notFound);
      }
    }
    expect((await as(t.app, undefined).get(path(w.conversationId))).statusCode).toBe(401);
  });

  it('keeps text as typed: markup is text, and an empty message is refused', async () => {
    const customer = as(t.app, w.customer);
    const html = '<img src=x onerror=alert(1)> <b>bold</b> https://example.com/?a=1&b=2';
    expect((await customer.write(w.conversationId, html)).json().Text).toBe(html);
    const empty = await customer.write(w.conversationId, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().Message).toBe(CONVERSATION_MESSAGES.empty);
    expect((await customer.write(w.conversationId, 'x'.repeat(4001))).statusCode).toBe(400);
    expect((await customer.write(w.conversationId, 'x'.repeat(4000))).statusCode).toBe(201);
  });

  it('lets an admin read, and write only after joining with a note everyone sees', async () => {
    const admin = as(t.app, w.admin);
    const before = await admin.write(w.otherConversationId, 'Hello from the marketplace');
    expect(before.statusCode).toBe(403);
    expect(before.json().Message).toBe(CONVERSATION_MESSAGES.joinFirst);
    const joined = await admin.post(path(w.otherConversationId, '/join'));
    expect(joined.json()).toMatchObject({ IsParticipant: true, CanWrite: true });
    expect((await admin.post(path(w.otherConversationId, '/join'))).statusCode).toBe(409);
    expect((await admin.write(w.otherConversationId, 'How can we help?')).statusCode).toBe(201);
    const page = (await as(t.app, w.customer).get(path(w.otherConversationId, '/messages'))).json<MessagePage>();
    expect(page.Items.map((message) => [message.Kind, message.Text])).toEqual([
      ['message', 'How can we help?'],
      ['note', 'A marketplace admin joined the conversation.'],
    ]);
    const arabic = await t.app.inject({
      method: 'GET',
      url: path(w.otherConversationId, '/messages?lang=ar'),
      headers: w.customer,
    });
    expect(arabic.json().Items[1].Text).toBe('انضم أحد مشرفي السوق إلى المحادثة.');
  });
});
