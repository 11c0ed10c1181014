import type { OrderList } from '@marketplace/contract';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/api';
import { USER_ID } from '@/portals/provider/testing/provider-fixtures';
import { FAKE_STREAM_URL, FakeEventSource, renderLiveHook } from '@/testing/live-stream';
import { CURRENT_PROVIDER_KEY } from '@/portals/provider/components/use-current-provider';
import { signInProvider } from '@/testing/signed-in-provider';
import { backofficeI18n } from '@/locales/test-i18n';
import { useProviderOrderBadges } from './use-provider-order-badges';

const toConfirm = (count: number): OrderList => ({
  Orders: [],
  Page: 1,
  PageSize: 1,
  TotalOrders: count,
  TotalPages: count,
  ActiveOrders: 0,
  CompletedOrders: 0,
});

beforeEach(() => {
  vi.spyOn(api.conversations, 'unreadCount').mockResolvedValue({ UnreadMessages: 0 });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the provider's orders badge", () => {
  it('counts paid orders with items to confirm and follows the stream, refreshing the orders list', async () => {
    signInProvider();
    const listForProvider = vi.spyOn(api.orders, 'listForProvider').mockResolvedValueOnce(toConfirm(2));
    const { result, client, push } = renderLiveHook(() => useProviderOrderBadges());
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    await waitFor(() => expect(result.current).toEqual({ orders: { count: 2, label: 'shell.badge.ordersToConfirm' } }));
    expect(listForProvider).toHaveBeenCalledWith(USER_ID, { status: 'Pending', page: 1, pageSize: 1 });
    await waitFor(() => expect(FakeEventSource.last?.url).toBe(FAKE_STREAM_URL));

    // Something unrelated changes nothing; a newly paid order is counted and the list reads again.
    push('notification', { Type: 'review.received', Title: 'x', Body: '' });
    expect(listForProvider).toHaveBeenCalledTimes(1);
    listForProvider.mockResolvedValue(toConfirm(3));
    push('notification', { Type: 'order.placed', Title: 'New paid order', Body: '' });
    await waitFor(() => expect(result.current.orders).toEqual({ count: 3, label: 'shell.badge.ordersToConfirm' }));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['orders'] });

    // Nothing left to confirm: no badge.
    listForProvider.mockResolvedValue(toConfirm(0));
    push('notification', { Type: 'order.cancelled', Title: 'x', Body: '' });
    await waitFor(() => expect(result.current.orders).toBeUndefined());
  });

  it('reads the account state again when an admin decides on the business (the banner follows without a reload)', async () => {
    const { forget } = signInProvider();
    vi.spyOn(api.orders, 'listForProvider').mockResolvedValue(toConfirm(0));
    const { client, push } = renderLiveHook(() => useProviderOrderBadges());
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    await waitFor(() => expect(FakeEventSource.last?.url).toBe(FAKE_STREAM_URL));
    push('notification', { Type: 'provider.status', Title: 'Your business was approved', Body: '' });
    await waitFor(() => expect(forget).toHaveBeenCalled());
    expect(invalidate).toHaveBeenCalledWith({ queryKey: CURRENT_PROVIDER_KEY });
  });

  it('counts unread messages beside Messages, live from the stream (issue 37)', async () => {
    signInProvider();
    vi.spyOn(api.orders, 'listForProvider').mockResolvedValue(toConfirm(0));
    const unread = vi.mocked(api.conversations.unreadCount).mockResolvedValueOnce({ UnreadMessages: 2 });
    const { result, push } = renderLiveHook(() => useProviderOrderBadges());
    await waitFor(() =>
      expect(result.current).toEqual({ messages: { count: 2, label: 'shell.badge.unreadMessages' } }),
    );
    await waitFor(() => expect(FakeEventSource.last?.url).toBe(FAKE_STREAM_URL));

    // The stream's count is taken as it comes; a new message reads the count again.
    push('unread-count', { UnreadCount: 1, UnreadMessages: 3 });
    await waitFor(() => expect(result.current.messages?.count).toBe(3));
    unread.mockResolvedValue({ UnreadMessages: 0 });
    push('conversation-message', { ConversationId: 'c1', Message: { MessageId: 'm1' } });
    await waitFor(() => expect(result.current.messages).toBeUndefined());
  });

  it("says that it counts orders, where Home's tile counts items (issue 41 point 4)", () => {
    const say = (locale: 'en' | 'ar', count: number) =>
      backofficeI18n(locale)._('shell.badge.ordersToConfirm', { count });
    expect(say('en', 1)).toBe('1 order to confirm');
    expect(say('en', 3)).toBe('3 orders to confirm');
    expect(say('ar', 1)).toBe('طلب واحد للتأكيد');
    expect(say('ar', 11)).toBe('11 طلبًا للتأكيد');
    expect(backofficeI18n('en')._('provider.home.tiles.newRequests')).toBe('Items to confirm');
    const unread = (locale: 'en' | 'ar', count: number) =>
      backofficeI18n(locale)._('shell.badge.unreadMessages', { count });
    expect(unread('en', 1)).toBe('1 unread message');
    expect(unread('ar', 2)).toBe('رسالتان غير مقروءتين');
    expect(unread('ar', 3)).toBe('3 رسائل غير مقروءة');
  });
});
