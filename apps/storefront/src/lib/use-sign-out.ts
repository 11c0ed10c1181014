import { SESSION_MESSAGES } from '@marketplace/contract';
import { COOKIE_CONSENT_STORAGE_KEY, THEME_PREFERENCE_STORAGE_KEY } from '@marketplace/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { useApi, useSessionStore } from './api';
import { useNotify } from './notify';

/** Device choices, not the user's data: they outlive a sign-out (docs/decisions.md). */
const DEVICE_KEYS = [THEME_PREFERENCE_STORAGE_KEY, COOKIE_CONSENT_STORAGE_KEY];

function clearBrowserStorage() {
  const kept = DEVICE_KEYS.map((key) => [key, window.localStorage.getItem(key)] as const);
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const [key, value] of kept) if (value !== null) window.localStorage.setItem(key, value);
}

/**
 * Logout as spec section 4 describes it: cached data dropped (the cart among it), the persisted
 * store purged, local and session storage cleared, the toast 'Signed out', then /start with the
 * history entry replaced. The server-side revocation is best effort: a failed call must not keep
 * anyone signed in, so errors are logged and the user still lands on /start.
 */
export function useSignOut(): () => Promise<void> {
  const api = useApi();
  const store = useSessionStore();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const notify = useNotify();
  return useCallback(async () => {
    try {
      const tokens = store.read();
      if (tokens?.refreshToken) {
        await api.auth
          .logout({ JwtToken: tokens.jwtToken ?? '', RefreshToken: tokens.refreshToken })
          .catch((error: unknown) =>
            console.warn('Server sign-out failed; the local session is cleared anyway.', error),
          );
      }
      store.clear();
      queryClient.clear();
      clearBrowserStorage();
      notify(SESSION_MESSAGES.signedOut, 'success');
    } catch (error) {
      console.error('Sign-out failed', error);
    }
    await navigate(paths.start.getHref(), { replace: true });
  }, [api, store, queryClient, navigate, notify]);
}
