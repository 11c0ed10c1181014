import type { I18n } from '@marketplace/i18n';
import { UiProvider } from '@marketplace/ui';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { ApiProvider, type ApiRuntime } from '@/lib/api';
import { listenForStockUpdates } from '@/lib/query-client';
import { SessionProvider } from '@/lib/session';
import { ToasterProvider } from '@/lib/toaster';

// Everything a screen needs around it: texts and direction of the page's language, theme
// (light/dark/system, persisted), data layer, toasts, the API and the session. Tests render screens inside the same provider with a fake fetch.

export interface AppProviderProps {
  /** The page's language: its catalogs, made once per page load (per request on the server). */
  readonly i18n: I18n;
  readonly runtime: ApiRuntime;
  readonly queryClient: QueryClient;
  readonly children: ReactNode;
}

export function AppProvider({ i18n, runtime, queryClient, children }: AppProviderProps) {
  useEffect(() => listenForStockUpdates(queryClient), [queryClient]);
  return (
    <UiProvider i18n={i18n}>
      <ToasterProvider>
        <QueryClientProvider client={queryClient}>
          <ApiProvider runtime={runtime}>
            <SessionProvider>{children}</SessionProvider>
          </ApiProvider>
        </QueryClientProvider>
      </ToasterProvider>
    </UiProvider>
  );
}
