import type { PersistedAuth, TokenPair } from '@marketplace/contract';

// Where the tokens live between page loads (spec section 3: "Persisted auth state holds jwtToken
// and refreshToken"). The client reads the store on every request instead of caching tokens, so
// a sign-in, refresh or logout in one app (or tab) is seen by the next request of the other.

export interface SessionStore {
  /** The stored tokens, or null when there is no (readable) session. */
  read(): PersistedAuth | null;
  write(tokens: TokenPair): void;
  clear(): void;
}

/**
 * The spec's "persisted root entry". Both apps are served from one origin, so they share it: a
 * provider signing in at the storefront's /provider-login lands in the back office signed in.
 */
export const SESSION_STORAGE_KEY = 'persist:root';

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** The auth slice of the root entry, or null for anything unreadable (users can edit storage). */
function parseAuth(raw: string | null): PersistedAuth | null {
  if (raw === null) return null;
  try {
    const root: unknown = JSON.parse(raw);
    const auth: unknown = typeof root === 'object' && root !== null ? (root as Record<string, unknown>)['auth'] : null;
    if (typeof auth !== 'object' || auth === null) return null;
    const record = auth as Record<string, unknown>;
    const tokens = { jwtToken: stringOrNull(record['jwtToken']), refreshToken: stringOrNull(record['refreshToken']) };
    return tokens.jwtToken || tokens.refreshToken ? tokens : null;
  } catch {
    return null;
  }
}

function parseRoot(raw: string | null): Record<string, unknown> {
  try {
    const root: unknown = raw === null ? null : JSON.parse(raw);
    return typeof root === 'object' && root !== null && !Array.isArray(root) ? (root as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export interface LocalStorageSessionOptions {
  readonly key?: string;
  /** Defaults to window.localStorage; injectable for tests. */
  readonly storage?: Storage;
}

/**
 * Stores `{ "auth": { "jwtToken", "refreshToken" } }` under `persist:root`, keeping any other
 * entries an app persists beside it. When storage is blocked (private mode, disabled cookies)
 * the session lives in memory for this page instead of failing every request.
 */
export function createLocalStorageSession(options: LocalStorageSessionOptions = {}): SessionStore {
  const key = options.key ?? SESSION_STORAGE_KEY;
  const storage = (): Storage => options.storage ?? globalThis.localStorage;
  let memory: PersistedAuth | null = null;
  return {
    read() {
      try {
        return parseAuth(storage().getItem(key));
      } catch {
        return memory;
      }
    },
    write(tokens) {
      memory = { jwtToken: tokens.jwtToken, refreshToken: tokens.refreshToken };
      try {
        const root = parseRoot(storage().getItem(key));
        storage().setItem(key, JSON.stringify({ ...root, auth: memory }));
      } catch {
        // Keep the in-memory copy; see above.
      }
    },
    clear() {
      memory = null;
      try {
        // The whole entry: spec section 8 clears storage when the session cannot be renewed.
        storage().removeItem(key);
      } catch {
        // Nothing stored, nothing to clear.
      }
    },
  };
}

/** A store that forgets on reload: for tests, server-side rendering and scripts. */
export function createMemorySession(initial: PersistedAuth | null = null): SessionStore {
  let tokens = initial;
  return {
    read: () => tokens,
    write: (next) => {
      tokens = { jwtToken: next.jwtToken, refreshToken: next.refreshToken };
    },
    clear: () => {
      tokens = null;
    },
  };
}
