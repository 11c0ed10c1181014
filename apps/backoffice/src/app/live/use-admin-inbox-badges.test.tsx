import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FAKE_STREAM_URL, FakeEventSource, renderLiveHook } from '../../testing/live-stream';
import { useAdminInboxBadges } from './use-admin-inbox-badges';

const admin = vi.hoisted(() => ({ inbox: vi.fn() }));
vi.mock('../../api', async () => {
  const { fakeNotificationsApi } = await import('../../testing/live-stream');
  return { api: { admin, notifications: fakeNotificationsApi() } };
});

afterEach(() => vi.unstubAllGlobals());

describe('the admin inbox badges', () => {
  it('counts what waits beside its menu entry and follows the notification stream', async () => {
    admin.inbox.mockResolvedValueOnce({ PendingProviders: 1, PendingPayouts: 0, NewInquiries: 2 });
    const { result, push } = renderLiveHook(() => useAdminInboxBadges());
    await waitFor(() =>
      expect(result.current).toEqual({
        providers: { count: 1, label: 'waiting for approval' },
        inquiries: { count: 2, label: 'new' },
        inbox: { count: 3, label: 'waiting' },
      }),
    );
    await waitFor(() => expect(FakeEventSource.last?.url).toBe(FAKE_STREAM_URL));

    // An unrelated notification changes nothing; a new payout request is counted at once.
    admin.inbox.mockResolvedValue({ PendingProviders: 1, PendingPayouts: 1, NewInquiries: 2 });
    push('notification', { Type: 'order.paid', Title: 'x', Body: '' });
    expect(admin.inbox).toHaveBeenCalledTimes(1);
    push('notification', { Type: 'payout.requested', Title: 'x', Body: '' });
    await waitFor(() => expect(result.current.payouts).toEqual({ count: 1, label: 'to settle' }));
    expect(result.current.inbox).toEqual({ count: 4, label: 'waiting' });

    // Another admin settled it: the stream's unread-count event makes the badge go.
    admin.inbox.mockResolvedValue({ PendingProviders: 1, PendingPayouts: 0, NewInquiries: 2 });
    push('unread-count', { UnreadCount: 0 });
    await waitFor(() => expect(result.current.payouts).toBeUndefined());
  });
});
