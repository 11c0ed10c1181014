import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAdminInboxBadges } from './use-admin-inbox-badges';

const admin = vi.hoisted(() => ({ inbox: vi.fn() }));
const notifications = vi.hoisted(() => ({
  streamTicket: vi.fn(async () => ({ Ticket: 't-1' })),
  streamUrl: (ticket: string) => `/api/Notification/stream?ticket=${ticket}`,
}));
vi.mock('../../api', () => ({ api: { admin, notifications } }));

/** The one EventSource the hook opens, so the test can push events into it. */
class FakeEventSource extends EventTarget {
  static last: FakeEventSource | undefined;
  constructor(readonly url: string) {
    super();
    FakeEventSource.last = this;
  }
  close() {}
  push(type: string, data: object) {
    this.dispatchEvent(Object.assign(new Event(type), { data: JSON.stringify(data) }));
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('the admin inbox badges', () => {
  it('counts what waits beside its menu entry and follows the notification stream', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    admin.inbox.mockResolvedValueOnce({ PendingProviders: 1, PendingPayouts: 0, NewInquiries: 2 });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useAdminInboxBadges(), { wrapper });
    await waitFor(() =>
      expect(result.current).toEqual({
        providers: { count: 1, label: 'waiting for approval' },
        inquiries: { count: 2, label: 'new' },
        inbox: { count: 3, label: 'waiting' },
      }),
    );
    await waitFor(() => expect(FakeEventSource.last?.url).toBe('/api/Notification/stream?ticket=t-1'));

    // An unrelated notification changes nothing; a new payout request is counted at once.
    admin.inbox.mockResolvedValue({ PendingProviders: 1, PendingPayouts: 1, NewInquiries: 2 });
    act(() => FakeEventSource.last!.push('notification', { Type: 'order.paid', Title: 'x', Body: '' }));
    expect(admin.inbox).toHaveBeenCalledTimes(1);
    act(() => FakeEventSource.last!.push('notification', { Type: 'payout.requested', Title: 'x', Body: '' }));
    await waitFor(() => expect(result.current.payouts).toEqual({ count: 1, label: 'to settle' }));
    expect(result.current.inbox).toEqual({ count: 4, label: 'waiting' });

    // Another admin settled it: the stream's unread-count event makes the badge go.
    admin.inbox.mockResolvedValue({ PendingProviders: 1, PendingPayouts: 0, NewInquiries: 2 });
    act(() => FakeEventSource.last!.push('unread-count', { UnreadCount: 0 }));
    await waitFor(() => expect(result.current.payouts).toBeUndefined());
  });
});
