import { vi } from 'vitest';
import { createHttpClient, type HttpClientOptions } from '../http/http-client';
import { createMemorySession } from '../http/session-store';
import { createFakeFetch, type Responder } from './fake-fetch';
import { NOW_MS } from './pinned-tokens';
import type { PersistedAuth } from '@marketplace/contract';

/** A client over a fake fetch and an in-memory session, with the clock pinned to NOW_MS. */
export function setupClient(
  responder: Responder,
  tokens: PersistedAuth | null = null,
  options: Partial<HttpClientOptions> = {},
) {
  const fake = createFakeFetch(responder);
  const session = createMemorySession(tokens);
  const onSessionExpired = vi.fn();
  const http = createHttpClient({ fetch: fake.fetch, session, onSessionExpired, now: () => NOW_MS, ...options });
  return { http, session, onSessionExpired, ...fake };
}
