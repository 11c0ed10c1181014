import { BACKOFFICE_PORTALS, directionOf, type BackofficePortal, type Locale } from '@marketplace/contract';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps, ReactNode } from 'react';
import {
  AdminContext,
  memoryStore,
  ResourceContextProvider,
  testDataProvider,
  type AuthProvider,
  type DataProvider,
} from 'react-admin';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { useLanguage } from '@/i18n/language-provider';
import { useRaI18nProvider } from '@/i18n/ra-i18n-provider';
import { backofficeTheme } from '@/theme';
import { InLanguage } from './in-language';
import { fakeAuthProvider } from './fake-auth-provider';

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
  /** The language on screen (English by default); the test can switch it as the person would. */
  readonly locale?: Locale;
}

/** react-admin's context as the portal sets it up: our translator, the theme of the language's direction. */
function TestAdminContext(props: Omit<ComponentProps<typeof AdminContext>, 'i18nProvider' | 'theme'>) {
  const i18nProvider = useRaI18nProvider();
  const { locale } = useLanguage();
  return <AdminContext {...props} i18nProvider={i18nProvider} theme={backofficeTheme(directionOf(locale))} />;
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
          <TestAdminContext
            basename={basename}
            dataProvider={options.dataProvider ?? testDataProvider()}
            authProvider={options.authProvider ?? fakeAuthProvider(portal === 'admin' ? 'admin' : 'provider', portal)}
            store={memoryStore()}
          >
            {content}
          </TestAdminContext>
        ),
      },
      { path: '*', Component: LocationProbe },
    ],
    { initialEntries: [options.route ?? landing] },
  );
  const user = userEvent.setup();
  const view = render(
    <InLanguage portal={portal} locale={options.locale}>
      <RouterProvider router={router} />
    </InLanguage>,
  );
  return { ...view, user, router };
}
