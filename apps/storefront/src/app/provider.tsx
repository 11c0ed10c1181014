import { UiProvider } from '@marketplace/ui';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { ApiProvider, type ApiRuntime } from '../lib/api';
import { listenForStockUpdates } from '../lib/query-client';
import { SessionProvider } from '../lib/session';
import { ToasterProvider } from '../lib/toaster';

// Everything a screen needs around it: theme (light/dark/system, persisted), data layer, toasts,
// the API and the session. Tests render screens inside the same provider with a fake fetch.

export interface AppProviderProps {
  readonly runtime: ApiRuntime;
  readonly queryClient: QueryClient;
  readonly children: ReactNode;
}

export function AppProvider({ runtime, queryClient, children }: AppProviderProps) {
  useEffect(() => listenForStockUpdates(queryClient), [queryClient]);
  return (
    <UiProvider>
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
