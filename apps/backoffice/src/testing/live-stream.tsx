import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { api } from '@/api';

// For the live menu badges' tests (portals/*/live/): the notification stream a hook opens through
// packages/client's openNotificationStream, driven by the test instead of a server.

/** The last EventSource the code under test opened, so the test can push events into it. */
export class FakeEventSource extends EventTarget {
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

/**
 * The URL FakeEventSource.last opens with the stream ticket renderLiveHook answers ('t-1'), in the
 * back office's language (api.ts): EventSource sends no chosen headers, so it goes as ?lang=.
 */
export const FAKE_STREAM_URL = '/api/Notification/stream?ticket=t-1&lang=en';

/**
 * Renders a hook inside a fresh QueryClient (no retries) with EventSource replaced by
 * FakeEventSource and the back office's `api.notifications.streamTicket` answering ticket 't-1';
 * undo with vi.unstubAllGlobals() and vi.restoreAllMocks() after each test. `push` sends one event
 * on the stream the hook opened, inside act().
 */
export function renderLiveHook<Result>(hook: () => Result) {
  FakeEventSource.last = undefined;
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.spyOn(api.notifications, 'streamTicket').mockResolvedValue({ Ticket: 't-1', ExpiresAt: new Date().toISOString() });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(hook, { wrapper });
  const push = (type: string, data: object) => act(() => FakeEventSource.last!.push(type, data));
  return { result, client, push };
}
