import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { conversation, CONVERSATION_ID, listPage, message, page, summary } from '@/testing/conversations';
import { oldestFirst, putConversation, putMessage, putReadCounts, type MessagePages } from './conversation-cache';
import { combineHandlers, conversationStreamHandlers } from './conversation-live';
import { conversationKeys } from './conversation-keys';

const pages = (...items: ReturnType<typeof message>[][]): MessagePages => ({
  pages: items.map((list, index) => page(list, index < items.length - 1 ? `c${index}` : null)),
  pageParams: items.map((_list, index) => (index === 0 ? undefined : `c${index - 1}`)),
});

describe("the conversations' cache", () => {
  it('puts a new message first, replaces a known one where it stands, and leaves a closed thread alone', () => {
    const client = new QueryClient();
    const older = message({ Text: 'older' });
    const newer = message({ Text: 'newer' });
    client.setQueryData(conversationKeys.messages(CONVERSATION_ID), pages([newer], [older]));

    const arrived = message({ Text: 'just now' });
    putMessage(client, CONVERSATION_ID, arrived);
    putMessage(client, CONVERSATION_ID, { ...older, IsHidden: true, Text: '' });
    const data = client.getQueryData<MessagePages>(conversationKeys.messages(CONVERSATION_ID));
    expect(oldestFirst(data).map((item) => item.Text)).toEqual(['', 'newer', 'just now']);
    expect(data?.pages[1]?.Items[0]?.IsHidden).toBe(true);

    putMessage(client, 'another', arrived);
    expect(client.getQueryData(conversationKeys.messages('another'))).toBeUndefined();
  });

  it('puts a changed conversation in its page and in its order’s list, and read counts in the list and badge', () => {
    const client = new QueryClient();
    const open = conversation();
    client.setQueryData(conversationKeys.ofOrder(open.OrderId), [open]);
    client.setQueryData(conversationKeys.list, {
      pages: [listPage([summary({ UnreadCount: 3 }), summary({ ConversationId: 'other', UnreadCount: 1 })], null, 4)],
      pageParams: [undefined],
    });

    putConversation(client, { ...open, Status: 'closed' });
    expect(client.getQueryData(conversationKeys.one(CONVERSATION_ID))).toMatchObject({ Status: 'closed' });
    expect(client.getQueryData(conversationKeys.ofOrder(open.OrderId))).toEqual([{ ...open, Status: 'closed' }]);

    putReadCounts(client, CONVERSATION_ID, { UnreadCount: 0, UnreadMessages: 1 });
    expect(client.getQueryData(conversationKeys.unread)).toBe(1);
    const list = client.getQueryData<{ pages: ReturnType<typeof listPage>[] }>(conversationKeys.list);
    expect(list?.pages[0]?.Items.map((item) => item.UnreadCount)).toEqual([0, 1]);
  });

  it("turns the stream's events into cache changes, beside a portal's own handlers", () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    client.setQueryData(conversationKeys.messages(CONVERSATION_ID), pages([]));
    const own = { onUnreadCount: vi.fn(), onOpen: vi.fn() };
    const handlers = combineHandlers(own, conversationStreamHandlers(client));

    const arrived = message({ Text: 'Are you free?' });
    handlers.onMessage?.({ ConversationId: CONVERSATION_ID, Message: arrived });
    expect(oldestFirst(client.getQueryData(conversationKeys.messages(CONVERSATION_ID)))).toEqual([arrived]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: conversationKeys.list });

    handlers.onUnreadCount?.({ UnreadCount: 2, UnreadMessages: 5 });
    expect(client.getQueryData(conversationKeys.unread)).toBe(5);
    expect(own.onUnreadCount).toHaveBeenCalledWith({ UnreadCount: 2, UnreadMessages: 5 });

    handlers.onConversation?.({ ConversationId: CONVERSATION_ID });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: conversationKeys.one(CONVERSATION_ID) });

    handlers.onOpen?.(true);
    expect(own.onOpen).toHaveBeenCalledWith(true);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: conversationKeys.all });
  });
});
