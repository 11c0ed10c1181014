import { BACKOFFICE_PORTALS, backofficePortalOf, DEFAULT_LOCALE, type Locale } from '@marketplace/contract';
import { FullScreenSpinner } from '@marketplace/ui';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { LeaveBackOffice } from '@/shell/leave-back-office';
import { ADMIN_LANDING } from '@/config/paths';
import { LanguageProvider, loadTranslator } from '@/i18n/language-provider';
import { cookieLocale } from '@/i18n/locale-cookie';
import { leaveTo } from './full-page';

// apps/api serves this page for both portals' paths (BACKOFFICE_PATH_PATTERN); the path the page
// was loaded at picks the portal, and only that portal's code is downloaded. Any path outside it
// (a storefront page, the other portal) is loaded in full from the server.

const PORTAL_APPS = {
  admin: () => import('@/portals/admin/admin-app'),
  provider: () => import('@/portals/provider/provider-app'),
};

const portal = backofficePortalOf(window.location.pathname);

/** The account's language (any signed-in role); the client comes with the portal's chunk. */
const saveLanguage = (locale: Locale) => import('./api').then(({ api }) => api.customers.setLanguage(locale));

if (portal === null) {
  // Only reachable by opening the build's own index.html: the admin area sorts everyone out.
  leaveTo(ADMIN_LANDING);
} else {
  // The portal's code and its catalogs are fetched at once, not one after the other.
  const portalApp = PORTAL_APPS[portal]();
  const PortalApp = lazy(() => portalApp);
  const router = createBrowserRouter([
    {
      path: `${BACKOFFICE_PORTALS[portal].basename}/*`,
      element: (
        <Suspense fallback={<FullScreenSpinner />}>
          <PortalApp />
        </Suspense>
      ),
    },
    { path: '*', element: <LeaveBackOffice /> },
  ]);
  // The first render waits for the catalogs of the language the `lang` cookie names (a few KB,
  // fetched beside the portal's chunk); i18n/locale-cookie.ts says who sets it.
  void loadTranslator(portal, cookieLocale() ?? DEFAULT_LOCALE).then((i18n) => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <LanguageProvider portal={portal} initial={i18n} saveLanguage={saveLanguage}>
          <RouterProvider router={router} />
        </LanguageProvider>
      </StrictMode>,
    );
  });
}
