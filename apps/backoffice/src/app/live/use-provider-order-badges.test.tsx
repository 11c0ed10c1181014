import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useProviderOrderBadges } from './use-provider-order-badges';

const orders = vi.hoisted(() => ({ listForProvider: vi.fn() }));
const notifications = vi.hoisted(() => ({
  streamTicket: vi.fn(async () => ({ Ticket: 't-1' })),
  streamUrl: (ticket: string) => `/api/Notification/stream?ticket=${ticket}`,
}));
vi.mock('../../api', () => ({ api: { orders, notifications } }));
vi.mock('../../data-provider', () => ({ currentProvider: async () => ({ userId: 'user-7' }) }));

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

const toConfirm = (count: number) => ({ Orders: [], TotalOrders: count });

afterEach(() => vi.unstubAllGlobals());

describe("the provider's orders badge", () => {
  it('counts paid orders with items to confirm and follows the stream, refreshing the orders list', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    orders.listForProvider.mockResolvedValueOnce(toConfirm(2));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useProviderOrderBadges(), { wrapper });
    await waitFor(() => expect(result.current).toEqual({ orders: { count: 2, label: 'to confirm' } }));
    expect(orders.listForProvider).toHaveBeenCalledWith('user-7', { status: 'Pending', page: 1, pageSize: 1 });
    await waitFor(() => expect(FakeEventSource.last?.url).toBe('/api/Notification/stream?ticket=t-1'));

    // Something unrelated changes nothing; a newly paid order is counted and the list reads again.
    act(() => FakeEventSource.last!.push('notification', { Type: 'review.received', Title: 'x', Body: '' }));
    expect(orders.listForProvider).toHaveBeenCalledTimes(1);
    orders.listForProvider.mockResolvedValue(toConfirm(3));
    act(() => FakeEventSource.last!.push('notification', { Type: 'order.placed', Title: 'New paid order', Body: '' }));
    await waitFor(() => expect(result.current.orders).toEqual({ count: 3, label: 'to confirm' }));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['orders'] });

    // Nothing left to confirm: no badge.
    orders.listForProvider.mockResolvedValue(toConfirm(0));
    act(() => FakeEventSource.last!.push('notification', { Type: 'order.cancelled', Title: 'x', Body: '' }));
    await waitFor(() => expect(result.current.orders).toBeUndefined());
  });
});
