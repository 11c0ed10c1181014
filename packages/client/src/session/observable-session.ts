import type { PersistedAuth, TokenPair } from '@marketplace/contract';
import { createLocalStorageSession, SESSION_STORAGE_KEY, type SessionStore } from '../http/session-store';

// The HTTP client keeps the tokens in a SessionStore; the apps need to hear when they change (a
// sign-in, a refresh by the client, a sign-out in another tab or in the other app). This wraps the
// store with a subscription, so React reads it through useSyncExternalStore and the back office's
// auth provider can follow a sign-out made in the storefront.

export interface ObservableSession extends SessionStore {
  subscribe(listener: () => void): () => void;
  /** A stable snapshot for useSyncExternalStore: the same object until the tokens change. */
  snapshot(): PersistedAuth | null;
}

export function observeSession(inner: SessionStore, target: Window | null = null): ObservableSession {
  const listeners = new Set<() => void>();
  let current = inner.read();
  const publish = () => {
    const next = inner.read();
    if (next?.jwtToken === current?.jwtToken && next?.refreshToken === current?.refreshToken) return;
    current = next;
    for (const listener of listeners) listener();
  };
  // Another tab signed in or out: localStorage fires 'storage' here, never in the tab that wrote.
  target?.addEventListener('storage', (event) => {
    if (event.key === null || event.key === SESSION_STORAGE_KEY) publish();
  });
  return {
    read: () => inner.read(),
    write(tokens: TokenPair) {
      inner.write(tokens);
      publish();
    },
    clear() {
      inner.clear();
      publish();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: () => current,
  };
}

/** The session both apps share on this origin: `localStorage['persist:root']`, observed. */
export function createBrowserSession(): ObservableSession {
  return observeSession(createLocalStorageSession(), typeof window === 'undefined' ? null : window);
}
