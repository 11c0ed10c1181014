import { createMemorySession } from '@marketplace/client';
import { observeSession } from '@marketplace/client/session';
import { createFakeApi, type Answer } from '@marketplace/client/testing';
import { UiProvider } from '@marketplace/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { ApiProvider, createApiRuntime } from '@/lib/api';
import { SessionProvider } from '@/lib/session';
import { ToasterProvider } from '@/lib/toaster';
import { storefrontI18n } from '@/locales/test-i18n';

// The catalog's screens as an Arabic visitor gets them: the Arabic translator and, like the app
// (main.tsx), a router under the /ar basename, so the raw links and form actions the browser
// follows by itself before hydration can be checked to stay under /ar. The providers are the
// app's (app/provider.tsx, which a feature may not import), as in src/testing/render-app.tsx; that
// helper has no basename option yet.

export const AR_BASENAME = '/ar';

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

export interface RenderInArabicOptions {
  /** The app's own path the test starts at, without /ar ('/services?Search=x'). */
  readonly route?: string;
  readonly path?: string;
  readonly routes?: RouteObject[];
  readonly api?: Record<string, Answer>;
}

export function renderInArabic(ui: ReactNode, options: RenderInArabicOptions = {}) {
  const fakeApi = createFakeApi(options.api);
  const session = observeSession(createMemorySession(null));
  const runtime = createApiRuntime({ session, onSessionExpired: () => undefined, fetch: fakeApi.fetch, locale: 'ar' });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [{ path: options.path ?? '*', element: ui }, ...(options.routes ?? []), { path: '*', Component: LocationProbe }],
    { basename: AR_BASENAME, initialEntries: [AR_BASENAME + (options.route ?? '/')] },
  );
  const user = userEvent.setup();
  const view = render(
    <UiProvider i18n={storefrontI18n('ar')}>
      <ToasterProvider>
        <QueryClientProvider client={queryClient}>
          <ApiProvider runtime={runtime}>
            <SessionProvider>
              <RouterProvider router={router} />
            </SessionProvider>
          </ApiProvider>
        </QueryClientProvider>
      </ToasterProvider>
    </UiProvider>,
  );
  return { ...view, user, router, queryClient, api: fakeApi };
}
