import type { UserProfileProvider } from '@marketplace/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { currentProvider } from '@/portals/provider/data-provider';
import type { CurrentProvider } from '@/portals/provider/data-provider/current-provider';

// The signed-in provider (ids, profile, business block) for screens, through react-admin's query
// client so every screen shares one read and a change of profile or state refreshes them all.

export const CURRENT_PROVIDER_KEY = ['provider', 'current'] as const;

export function useCurrentProvider() {
  return useQuery<CurrentProvider>({ queryKey: CURRENT_PROVIDER_KEY, queryFn: () => currentProvider() });
}

/** After the business profile or account state changed: read the profile again everywhere. */
export function useForgetCurrentProvider() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    currentProvider.forget();
    await queryClient.invalidateQueries({ queryKey: CURRENT_PROVIDER_KEY });
  }, [queryClient]);
}

/** The admin's reason for the current state (rejected, inactive), when one was given. */
export function stateReasonOf(business: UserProfileProvider): string | undefined {
  return business.stateReason?.trim() || undefined;
}
