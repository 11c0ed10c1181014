import { createMemorySession } from '@marketplace/client';
import { observeSession } from '@marketplace/client/session';
import { createFakeApi, sessionFor, type Answer } from '@marketplace/client/testing';
import type { Locale, RoleClaim } from '@marketplace/contract';
import { UiProvider } from '@marketplace/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { useEffect, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { ApiProvider, createApiRuntime } from '@/lib/api';
import { listenForStockUpdates } from '@/lib/query-client';
import { SessionProvider } from '@/lib/session';
import { storefrontI18n } from '@/locales/test-i18n';

// The cart's own test harness, built from shared code only: features may not import the app's
// harness (src/testing sits at the app layer, see eslint/project-rules.js). It mirrors it closely:
// real providers, the fake API of @marketplace/client/testing, and "Page: /path" for every other
// route.

// The first MUI render of a test file is slow in jsdom, more so while the whole suite runs in
// parallel: waits get 5 s instead of 1 s so a busy machine does not fail a correct screen.
configure({ asyncUtilTimeout: 5000 });

function LocationProbe() {
  const location = useLocation();
  return <p>Page: {location.pathname}</p>;
}

function StockListener({ queryClient }: { queryClient: QueryClient }) {
  useEffect(() => listenForStockUpdates(queryClient), [queryClient]);
  return null;
}

export interface RenderWithCartOptions {
  /** The signed-in role; null for a visitor. Customer by default. */
  readonly role?: RoleClaim | null;
  readonly api?: Record<string, Answer>;
  /** The page's language (English by default); Arabic is right to left. */
  readonly locale?: Locale;
}

/** Renders `ui` at "/" inside the app's providers, signed in as a customer unless told otherwise. */
export function renderWithCart(
  ui: ReactNode,
  { role = 'Customer', api = {}, locale = 'en' }: RenderWithCartOptions = {},
) {
  const fake = createFakeApi(api);
  const session = observeSession(createMemorySession(role ? sessionFor(role) : null));
  const runtime = createApiRuntime({ session, onSessionExpired: () => undefined, fetch: fake.fetch });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([
    { path: '/', element: ui },
    { path: '*', Component: LocationProbe },
  ]);
  const view = render(
    <UiProvider i18n={storefrontI18n(locale)} persistPreference={false}>
      <SnackbarProvider>
        <QueryClientProvider client={queryClient}>
          <StockListener queryClient={queryClient} />
          <ApiProvider runtime={runtime}>
            <SessionProvider>
              <RouterProvider router={router} />
            </SessionProvider>
          </ApiProvider>
        </QueryClientProvider>
      </SnackbarProvider>
    </UiProvider>,
  );
  return { ...view, user: userEvent.setup(), api: fake, session, queryClient, runtime, router };
}
