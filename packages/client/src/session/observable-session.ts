import { createLocalStorageSession, SESSION_STORAGE_KEY, type SessionStore } from '@marketplace/client';
import type { PersistedAuth, TokenPair } from '@marketplace/contract';

// The HTTP client keeps the tokens in a SessionStore; React needs to hear when they change (a
// sign-in, a refresh by the client, a sign-out in another tab). This wraps the store with a
// subscription so components read it through useSyncExternalStore.

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

export function createBrowserSession(): ObservableSession {
  return observeSession(createLocalStorageSession(), typeof window === 'undefined' ? null : window);
}
