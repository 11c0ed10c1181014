import type { Api } from '@marketplace/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '@/lib/api';

// GET /api/Auth/verify-email?token= (spec 7.1). A verification token works once: a second call
// would answer "invalid" and overwrite the success. A query (not an effect) gives exactly one call
// per token: StrictMode's double mount and a re-render both find the request already in the cache.

export interface VerificationOutcome {
  readonly success: boolean;
  /** The server's Message; the page falls back to the contract text when it is empty. */
  readonly message: string;
}

export function verifyEmailQueryOptions(api: Api, token: string) {
  return queryOptions({
    queryKey: ['auth', 'verify-email', token],
    queryFn: async (): Promise<VerificationOutcome> => {
      try {
        const result = await api.auth.verifyEmail(token);
        return { success: result.Success, message: result.Message };
      } catch (error) {
        // A refused link is an answer to show, not an error to retry (the API says 400 + Message).
        return { success: false, message: error instanceof Error ? error.message : '' };
      }
    },
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function useVerifyEmail(token: string | null) {
  const api = useApi();
  return useQuery({ ...verifyEmailQueryOptions(api, token ?? ''), enabled: Boolean(token) });
}
