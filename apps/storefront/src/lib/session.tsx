import { needsRestore, signedInUser } from '@marketplace/client/session';
import { useHydrated } from '@marketplace/ui';
import { PERSIST_RESTORE_TIMEOUT_MS, type Role, type SessionClaims, type TokenPair } from '@marketplace/contract';
import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useApi, useSessionStore } from './api';

// Who is signed in, derived from the persisted tokens (spec section 3, "Auth session"). The tokens
// are the single source of truth; this context only decodes them and tells React when they change.

export interface Session {
  /** 'restoring' while an expired access token is being renewed on page load. */
  readonly status: 'restoring' | 'ready';
  readonly user: SessionClaims | null;
  readonly role: Role | null;
  readonly isAuthenticated: boolean;
  /** Saves the tokens of a sign-in the page has already checked against its portal. */
  readonly signIn: (tokens: TokenPair) => void;
}

const SessionContext = createContext<Session | null>(null);

/** A server-rendered page is rendered signed out; hydration reads it that way too (useHydrated). */
const signedOutOnServer = () => null;

function usePersistedTokens() {
  const store = useSessionStore();
  return useSyncExternalStore(store.subscribe, store.snapshot, signedOutOnServer);
}

/**
 * On load an access token may have expired while the refresh token is still good (a returning
 * visitor): renew it once before the guard decides, giving up after the spec's 5-second restore time.
 */
function useRestore(): boolean {
  const api = useApi();
  const store = useSessionStore();
  const [restoring, setRestoring] = useState(() => needsRestore(store.read()));
  useEffect(() => {
    if (!restoring) return;
    const timer = setTimeout(() => setRestoring(false), PERSIST_RESTORE_TIMEOUT_MS);
    api.http
      .refreshSession()
      .catch(() => false)
      .finally(() => {
        clearTimeout(timer);
        setRestoring(false);
      });
    return () => clearTimeout(timer);
  }, [api, restoring]);
  return restoring;
}

/**
 * Whether the stored session is shown yet. From the first render on a page the browser renders
 * itself. On a page it hydrates, not while hydrating (the server rendered it signed out), and then
 * in a transition: the session's context is above the page, and a context that changes in the
 * urgent render right after hydration makes React hydrate the whole page at once, in one long task
 * (packages/ui use-hydrated.ts).
 */
function useStoredSessionShown(): boolean {
  const hydrated = useHydrated();
  const [shown, setShown] = useState(hydrated);
  useEffect(() => {
    if (!shown) startTransition(() => setShown(true));
  }, [shown]);
  return shown;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const store = useSessionStore();
  const shown = useStoredSessionShown();
  const stored = usePersistedTokens();
  const tokens = shown ? stored : null;
  const restoring = useRestore() && shown;
  const value = useMemo<Session>(() => {
    // An expired access token still names the user while a refresh token can renew it; the client
    // does that on the next call, or clears the session (and we follow) when it cannot.
    const user = signedInUser(tokens);
    return {
      status: restoring ? 'restoring' : 'ready',
      user,
      role: user?.role ?? null,
      isAuthenticated: user !== null,
      signIn: (pair) => store.write(pair),
    };
  }, [tokens, restoring, store]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() needs a <SessionProvider> above it.');
  return session;
}
