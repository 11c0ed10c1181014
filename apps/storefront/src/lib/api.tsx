import { createApi, createHttpClient, type Api } from '@marketplace/client';
import type { ObservableSession } from '@marketplace/client/session';
import type { Locale } from '@marketplace/contract';
import { createContext, useContext, type ReactNode } from 'react';

// One API object per app run, handed down by context so tests can give a screen a fake fetch.

export interface ApiRuntime {
  readonly api: Api;
  readonly session: ObservableSession;
}

export interface CreateApiRuntimeOptions {
  readonly session: ObservableSession;
  /** The client cleared a session it could not renew (spec section 8): send the user to /start. */
  readonly onSessionExpired: () => void;
  readonly fetch?: typeof fetch;
  /** The page's language: the API answers in it. */
  readonly locale?: Locale;
}

export function createApiRuntime(options: CreateApiRuntimeOptions): ApiRuntime {
  const http = createHttpClient({
    session: options.session,
    onSessionExpired: options.onSessionExpired,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.locale ? { language: () => options.locale ?? 'en' } : {}),
  });
  return { api: createApi(http), session: options.session };
}

const ApiContext = createContext<ApiRuntime | null>(null);

export function ApiProvider({ runtime, children }: { runtime: ApiRuntime; children: ReactNode }) {
  return <ApiContext.Provider value={runtime}>{children}</ApiContext.Provider>;
}

function useRuntime(): ApiRuntime {
  const runtime = useContext(ApiContext);
  if (!runtime) throw new Error('useApi() needs an <ApiProvider> above it.');
  return runtime;
}

export const useApi = (): Api => useRuntime().api;
export const useSessionStore = (): ObservableSession => useRuntime().session;
