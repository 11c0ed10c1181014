import { createMemorySession } from '@marketplace/client';
import { observeSession } from '@marketplace/client/session';
import { createFakeApi, type Answer } from '@marketplace/client/testing';
import { localePrefix, pathInLocale, type Locale, type PersistedAuth } from '@marketplace/contract';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { AppProvider } from '@/app/provider';
import { createApiRuntime } from '@/lib/api';
import { storefrontI18n } from '@/locales/test-i18n';

function LocationProbe() {
  const location = useLocation();
  return <p>Page: {location.pathname + location.search}</p>;
}

export interface RenderAppOptions {
  /** The URL the test starts at. */
  readonly route?: string;
  /** The route pattern `ui` is mounted at (default: every path). */
  readonly path?: string;
  /** More routes beside it, e.g. the page a form navigates to. */
  readonly routes?: RouteObject[];
  readonly api?: Record<string, Answer>;
  readonly session?: PersistedAuth | null;
  /**
   * The page's language (English by default). In Arabic the router runs under /ar as in the app
   * (`route` is the app's own path; links come out as /ar/...).
   */
  readonly locale?: Locale;
}

/**
 * Renders a screen inside the real providers (theme, toasts, query client, API, session) and a
 * memory router. Every other path renders "Page: <path>", so tests can see where a screen went.
 */
export function renderApp(ui: ReactNode, options: RenderAppOptions = {}) {
  const fakeApi = createFakeApi(options.api);
  const session = observeSession(createMemorySession(options.session ?? null));
  const onSessionExpired = () => void router.navigate('/start');
  const runtime = createApiRuntime({ session, onSessionExpired, fetch: fakeApi.fetch });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [{ path: options.path ?? '*', element: ui }, ...(options.routes ?? []), { path: '*', Component: LocationProbe }],
    {
      initialEntries: [pathInLocale(options.route ?? '/', options.locale ?? 'en')],
      basename: localePrefix(options.locale ?? 'en') || undefined,
    },
  );
  const user = userEvent.setup();
  const view = render(
    <AppProvider i18n={storefrontI18n(options.locale)} runtime={runtime} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, user, router, session, queryClient, api: fakeApi };
}
