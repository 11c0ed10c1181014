import { createMemorySession } from '@marketplace/client';
import { observeSession } from '@marketplace/client/session';
import { createFakeApi, sessionFor, TEST_USER_ID } from '@marketplace/client/testing';
import type { Notification, RoleClaim } from '@marketplace/contract';
import { I18nProvider } from '@marketplace/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiProvider, createApiRuntime } from '@/lib/api';
import { SessionProvider } from '@/lib/session';
import { storefrontI18n } from '@/locales/test-i18n';
import { notificationKeys } from '../api/notification-keys';
import { useNotificationStream } from './use-notification-stream';

/** Just enough of EventSource: listeners, close, and a way for the test to play the server. */
class FakeEventSource {
  static instances: FakeEventSource[] = [];
  closed = false;
  private readonly listeners = new Map<string, Set<(event: Event) => void>>();
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: (event: Event) => void) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(listener);
  }
  removeEventListener(type: string, listener: (event: Event) => void) {
    this.listeners.get(type)?.delete(listener);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data?: unknown) {
    const event = data === undefined ? new Event(type) : new MessageEvent(type, { data: JSON.stringify(data) });
    act(() => this.listeners.get(type)?.forEach((listener) => listener(event)));
  }
}

const latestSource = () => FakeEventSource.instances.at(-1)!;

function setup(role: RoleClaim = 'Customer') {
  let issued = 0;
  const api = createFakeApi({
    'POST /api/Notification/stream-ticket': () => {
      issued += 1;
      return { body: { Ticket: `ticket-${issued}`, ExpiresAt: '2026-11-22T10:01:00.000Z' } };
    },
  });
  const session = observeSession(createMemorySession(sessionFor(role)));
  const runtime = createApiRuntime({ session, onSessionExpired: () => undefined, fetch: api.fetch });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The toasts read the page's translator (useNotify translates the contract's texts).
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={storefrontI18n()}>
      <SnackbarProvider>
        <QueryClientProvider client={queryClient}>
          <ApiProvider runtime={runtime}>
            <SessionProvider>{children}</SessionProvider>
          </ApiProvider>
        </QueryClientProvider>
      </SnackbarProvider>
    </I18nProvider>
  );
  const listeners = { onOpen: vi.fn(), onMessage: vi.fn(), onConversation: vi.fn() };
  const hook = renderHook(() => useNotificationStream({ retryDelay: () => 0, listeners }), { wrapper });
  return { ...hook, api, session, queryClient, listeners };
}

const paid: Notification = {
  NotificationId: '00000000-0000-4000-8000-000000000001',
  Type: 'order.paid',
  Title: 'Payment received',
  Body: 'Your order #7C9E6679 is paid.',
  TitleAr: '',
  BodyAr: '',
  Link: '/customer-dashboard/order/7c9e6679-7425-40de-944b-e07fc1f90ae7',
  Data: {},
  IsRead: false,
  CreatedAt: '2026-11-22T10:00:00.000Z',
  ReadAt: null,
};

describe('useNotificationStream', () => {
  beforeEach(() => {
    FakeEventSource.instances = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('opens the stream with a one-use ticket', async () => {
    const { api } = setup();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    expect(latestSource().url).toBe('/api/Notification/stream?ticket=ticket-1');
    expect(api.callsTo('POST', '/api/Notification/stream-ticket')).toHaveLength(1);
  });

  it('puts the unread count of an unread-count event in the bell’s cache', async () => {
    const { queryClient } = setup();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    latestSource().emit('unread-count', { UnreadCount: 4 });
    expect(queryClient.getQueryData(notificationKeys.unread(TEST_USER_ID))).toEqual({ UnreadCount: 4 });
  });

  it('hands the conversations’ events to the listeners the app gave (issue 37)', async () => {
    const { listeners } = setup();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    latestSource().emit('open');
    expect(listeners.onOpen).toHaveBeenCalledWith(false);
    const event = { ConversationId: '00000000-0000-4000-8000-000000000009', Message: { Text: 'Hello' } };
    latestSource().emit('conversation-message', event);
    expect(listeners.onMessage).toHaveBeenCalledWith(event);
    latestSource().emit('conversation', { ConversationId: event.ConversationId });
    expect(listeners.onConversation).toHaveBeenCalledWith({ ConversationId: event.ConversationId });
  });

  it('refetches the notifications and shows the title on a notification event', async () => {
    const { queryClient } = setup();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    latestSource().emit('notification', paid);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['notifications', TEST_USER_ID] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['orders'] });
    expect(await screen.findByText('Payment received')).toBeInTheDocument();
  });

  it('reconnects with a new ticket after an error, and refetches once back', async () => {
    const { queryClient } = setup();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const first = latestSource();
    first.emit('open');
    first.emit('error');
    expect(first.closed).toBe(true);
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(2));
    expect(latestSource().url).toBe('/api/Notification/stream?ticket=ticket-2');
    expect(invalidate).not.toHaveBeenCalled();
    latestSource().emit('open');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['notifications', TEST_USER_ID] });
  });

  it('closes the stream on sign-out and on unmount', async () => {
    const { session, unmount } = setup();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    act(() => session.clear());
    expect(latestSource().closed).toBe(true);
    unmount();
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('opens nothing for a user who is not a customer', async () => {
    const { api } = setup('Provider');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.calls).toHaveLength(0);
    expect(FakeEventSource.instances).toHaveLength(0);
  });
});
