import { createApi, createHttpClient, createMemorySession } from '@marketplace/client';
import { observeSession } from '@marketplace/client/session';
import { createFakeApi, sessionFor, TEST_USER_ID, type Answer } from '@marketplace/client/testing';
import { BACKOFFICE_PORTALS, type BackofficePortal, type Locale, type PersistedAuth } from '@marketplace/contract';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryStore, testDataProvider, type DataProvider } from 'react-admin';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import AdminApp from '@/portals/admin/admin-app';
import { LeaveBackOffice } from '@/shell/leave-back-office';
import ProviderApp from '@/portals/provider/provider-app';
import { createAuthProvider } from '@/auth-provider';
import * as fullPage from '@/full-page';
import { InLanguage } from './in-language';

export interface RenderPortalOptions {
  readonly portal: BackofficePortal;
  /** Defaults to the portal's landing page. */
  readonly route?: string;
  /** The persisted session; defaults to a fresh one of the portal's own role. */
  readonly session?: PersistedAuth | null;
  /** Answers of the fake API (the profile of TEST_USER_ID is answered by default). */
  readonly api?: Record<string, Answer>;
  readonly dataProvider?: DataProvider;
  /** The language on screen (English by default). */
  readonly locale?: Locale;
}

export const TEST_PROFILE = {
  id: TEST_USER_ID,
  firstName: 'Fatima',
  lastName: 'Ali',
  email: 'sara@example.bh',
  imageUrl: '',
};

/**
 * Mounts a whole portal as main.tsx does (its <Admin>, layout and routes, the real auth provider
 * over a memory session and a fake API) in a memory router. Full page loads go through
 * src/full-page.ts, whose leaveTo is replaced by a spy (jsdom cannot navigate) that the test reads
 * to see where the page went: `leaveTo`. Restore it after each test (vi.restoreAllMocks()).
 */
export function renderPortal(options: RenderPortalOptions) {
  const { portal } = options;
  const leaveTo = vi.spyOn(fullPage, 'leaveTo').mockImplementation(() => undefined);
  const tokens =
    options.session === undefined ? sessionFor(portal === 'admin' ? 'Admin' : 'Provider') : options.session;
  const session = observeSession(createMemorySession(tokens));
  const fakeApi = createFakeApi({ [`GET /api/Provider/user/${TEST_USER_ID}`]: { body: TEST_PROFILE }, ...options.api });
  const api = createApi(createHttpClient({ session, fetch: fakeApi.fetch, onSessionExpired: () => {} }));
  const authProvider = createAuthProvider({ portal, api });
  const App = portal === 'admin' ? AdminApp : ProviderApp;
  const { basename, landing } = BACKOFFICE_PORTALS[portal];
  const router = createMemoryRouter(
    [
      {
        path: `${basename}/*`,
        element: (
          <App
            authProvider={authProvider}
            dataProvider={options.dataProvider ?? testDataProvider()}
            session={session}
            store={memoryStore()}
          />
        ),
      },
      { path: '*', element: <LeaveBackOffice /> },
    ],
    { initialEntries: [options.route ?? landing] },
  );
  const user = userEvent.setup();
  const view = render(
    <InLanguage portal={portal} locale={options.locale} saveLanguage={(locale) => api.customers.setLanguage(locale)}>
      <RouterProvider router={router} />
    </InLanguage>,
  );
  return { ...view, user, router, session, api: fakeApi, leaveTo };
}
