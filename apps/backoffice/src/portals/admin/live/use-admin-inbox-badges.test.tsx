import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/api';
import { backofficeI18n } from '@/locales/test-i18n';
import { FAKE_STREAM_URL, FakeEventSource, renderLiveHook } from '@/testing/live-stream';
import { useAdminInboxBadges } from './use-admin-inbox-badges';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the admin inbox badges', () => {
  beforeEach(() => {
    vi.spyOn(api.conversations, 'unreadCount').mockResolvedValue({ UnreadMessages: 0 });
  });

  it('counts what waits beside its menu entry and follows the notification stream', async () => {
    const inbox = vi.spyOn(api.admin, 'inbox').mockResolvedValueOnce({
      PendingProviders: 1,
      PendingPayouts: 0,
      NewInquiries: 2,
      ReportedMessages: 0,
      VerificationReviews: 0,
    });
    const { result, push } = renderLiveHook(() => useAdminInboxBadges());
    await waitFor(() =>
      expect(result.current).toEqual({
        providers: { count: 1, label: 'shell.badge.waitingForApproval' },
        inquiries: { count: 2, label: 'shell.badge.new' },
        inbox: { count: 3, label: 'shell.badge.waiting' },
      }),
    );
    await waitFor(() => expect(FakeEventSource.last?.url).toBe(FAKE_STREAM_URL));

    // An unrelated notification changes nothing; a new payout request is counted at once.
    inbox.mockResolvedValue({
      PendingProviders: 1,
      PendingPayouts: 1,
      NewInquiries: 2,
      ReportedMessages: 0,
      VerificationReviews: 0,
    });
    push('notification', { Type: 'order.paid', Title: 'x', Body: '' });
    expect(inbox).toHaveBeenCalledTimes(1);
    push('notification', { Type: 'payout.requested', Title: 'x', Body: '' });
    await waitFor(() => expect(result.current.payouts).toEqual({ count: 1, label: 'shell.badge.toSettle' }));
    expect(result.current.inbox).toEqual({ count: 4, label: 'shell.badge.waiting' });

    // Another admin settled it: the stream's unread-count event makes the badge go.
    inbox.mockResolvedValue({
      PendingProviders: 1,
      PendingPayouts: 0,
      NewInquiries: 2,
      ReportedMessages: 0,
      VerificationReviews: 0,
    });
    push('unread-count', { UnreadCount: 0 });
    await waitFor(() => expect(result.current.payouts).toBeUndefined());
  });

  it('counts reported messages beside their screen and in the inbox, and unread messages beside Messages', async () => {
    const inbox = vi.spyOn(api.admin, 'inbox').mockResolvedValueOnce({
      PendingProviders: 0,
      PendingPayouts: 0,
      NewInquiries: 0,
      ReportedMessages: 2,
      VerificationReviews: 0,
    });
    vi.mocked(api.conversations.unreadCount).mockResolvedValueOnce({ UnreadMessages: 1 });
    const { result, push } = renderLiveHook(() => useAdminInboxBadges());
    await waitFor(() =>
      expect(result.current).toEqual({
        'message-reports': { count: 2, label: 'shell.badge.toReview' },
        messages: { count: 1, label: 'shell.badge.unreadMessages' },
        inbox: { count: 2, label: 'shell.badge.waiting' },
      }),
    );
    await waitFor(() => expect(FakeEventSource.last?.url).toBe(FAKE_STREAM_URL));

    // Someone reports another message: the notification reads the counts and the reports list again.
    inbox.mockResolvedValue({
      PendingProviders: 0,
      PendingPayouts: 0,
      NewInquiries: 0,
      ReportedMessages: 3,
      VerificationReviews: 0,
    });
    push('notification', { Type: 'admin.message-reported', Title: 'x', Body: '' });
    await waitFor(() => expect(result.current['message-reports']?.count).toBe(3));

    // The stream's count of unread messages (a conversation this admin joined) is the badge's.
    push('unread-count', { UnreadCount: 0, UnreadMessages: 4 });
    await waitFor(() => expect(result.current.messages).toEqual({ count: 4, label: 'shell.badge.unreadMessages' }));
  });
  it('counts businesses waiting for a document review beside their queue, and follows their notification (issue 38)', async () => {
    const none = { PendingProviders: 0, PendingPayouts: 0, NewInquiries: 0, ReportedMessages: 0 };
    const inbox = vi.spyOn(api.admin, 'inbox').mockResolvedValueOnce({ ...none, VerificationReviews: 1 });
    const { result, push } = renderLiveHook(() => useAdminInboxBadges());
    await waitFor(() =>
      expect(result.current).toEqual({
        'verification-reviews': { count: 1, label: 'shell.badge.toReview' },
        inbox: { count: 1, label: 'shell.badge.waiting' },
      }),
    );
    await waitFor(() => expect(FakeEventSource.last?.url).toBe(FAKE_STREAM_URL));

    // A business sends its documents: the counts are read again at once.
    inbox.mockResolvedValue({ ...none, VerificationReviews: 2 });
    push('notification', { Type: 'admin.verification-submitted', Title: 'x', Body: '' });
    await waitFor(() => expect(result.current['verification-reviews']?.count).toBe(2));
    expect(result.current.inbox).toEqual({ count: 2, label: 'shell.badge.waiting' });
  });
});

describe('the admin inbox badges in Arabic', () => {
  it('name what they count with messages that say the count in Arabic', async () => {
    vi.spyOn(api.conversations, 'unreadCount').mockResolvedValue({ UnreadMessages: 11 });
    vi.spyOn(api.admin, 'inbox').mockResolvedValueOnce({
      PendingProviders: 2,
      PendingPayouts: 3,
      NewInquiries: 1,
      ReportedMessages: 0,
      VerificationReviews: 2,
    });
    const { result } = renderLiveHook(() => useAdminInboxBadges());
    await waitFor(() => expect(result.current.inbox?.count).toBe(8));
    await waitFor(() => expect(result.current.messages?.count).toBe(11));
    const arabic = backofficeI18n('ar');
    const said = Object.fromEntries(
      Object.entries(result.current).map(([key, badge]) => [key, arabic._(badge!.label, { count: badge!.count })]),
    );
    expect(said).toEqual({
      providers: 'اثنان بانتظار الموافقة',
      payouts: '3 للتسوية',
      inquiries: 'واحد جديد',
      'verification-reviews': 'اثنان للمراجعة',
      inbox: '8 بالانتظار',
      messages: '11 رسالة غير مقروءة',
    });
  });
});
