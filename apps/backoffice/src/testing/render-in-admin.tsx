import { BACKOFFICE_PORTALS, type BackofficePortal } from '@marketplace/contract';
import { UiProvider } from '@marketplace/ui';
import { uiI18n } from '@marketplace/ui/testing';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import {
  AdminContext,
  memoryStore,
  ResourceContextProvider,
  testDataProvider,
  type AuthProvider,
  type DataProvider,
} from 'react-admin';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { backofficeTheme } from '@/theme';
import { fakeAuthProvider } from './fake-auth-provider';
import { dropStylesAfterTest } from './fresh-styles';

export interface RenderInAdminOptions {
  readonly portal?: BackofficePortal;
  /** The URL the test starts at; defaults to the portal's landing page. */
  readonly route?: string;
  /** The resource a list, edit or show screen belongs to. */
  readonly resource?: string;
  /** Defaults to react-admin's testDataProvider (every method rejects unless given). */
  readonly dataProvider?: DataProvider;
  /** Defaults to a signed-in admin (fakeAuthProvider). */
  readonly authProvider?: AuthProvider;
}

function LocationProbe() {
  const location = useLocation();
  return <p>Page: {location.pathname + location.search}</p>;
}

/**
 * Renders a screen or component inside react-admin's AdminContext (with a fresh memoryStore, so no
 * test sees another's list settings), the design system's theme and a memory router mounted at the
 * portal's basename, as the app mounts it. Paths outside the portal render "Page: <path>".
 */
export function renderInAdmin(ui: ReactNode, options: RenderInAdminOptions = {}) {
  const portal = options.portal ?? 'admin';
  const { basename, landing } = BACKOFFICE_PORTALS[portal];
  const content = options.resource ? (
    <ResourceContextProvider value={options.resource}>{ui}</ResourceContextProvider>
  ) : (
    ui
  );
  const router = createMemoryRouter(
    [
      {
        path: `${basename}/*`,
        element: (
          <AdminContext
            basename={basename}
            dataProvider={options.dataProvider ?? testDataProvider()}
            authProvider={options.authProvider ?? fakeAuthProvider(portal === 'admin' ? 'admin' : 'provider', portal)}
            store={memoryStore()}
            theme={backofficeTheme}
          >
            {content}
          </AdminContext>
        ),
      },
      { path: '*', Component: LocationProbe },
    ],
    { initialEntries: [options.route ?? landing] },
  );
  dropStylesAfterTest();
  const user = userEvent.setup();
  const view = render(
    <UiProvider i18n={uiI18n()} persistPreference={false}>
      <RouterProvider router={router} />
    </UiProvider>,
  );
  return { ...view, user, router };
}
