import { endSession } from '@marketplace/client/session';
import { SESSION_MESSAGES } from '@marketplace/contract';
import { DEVICE_STORAGE_KEYS } from '@marketplace/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useApi, useSessionStore } from './api';
import { useNotify } from './notify';

/**
 * Logout as spec section 4 describes it: the session ended as the back office ends it too (refresh
 * token revoked, best effort; persisted store purged; local and session storage cleared but for the
 * device's choices), cached data dropped (the cart among it), the toast 'Signed out', then /start
 * with the history entry replaced. On any error the user still lands on /start.
 */
export function useSignOut(): () => Promise<void> {
  const api = useApi();
  const store = useSessionStore();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const notify = useNotify();
  return useCallback(async () => {
    try {
      await endSession({ auth: api.auth, session: store, keep: DEVICE_STORAGE_KEYS });
      queryClient.clear();
      notify(SESSION_MESSAGES.signedOut, 'success');
    } catch (error) {
      console.error('Sign-out failed', error);
    }
    await navigate(paths.start.getHref(), { replace: true });
  }, [api, store, queryClient, navigate, notify]);
}
