import { BACKOFFICE_PORTALS, backofficePortalOf } from '@marketplace/contract';
import { FullScreenSpinner, UiProvider } from '@marketplace/ui';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { LeaveBackOffice } from '@/shell/leave-back-office';
import { ADMIN_LANDING } from '@/config/paths';
import { leaveTo } from './full-page';
import { BACKOFFICE_I18N } from './i18n';

// apps/api serves this page for both portals' paths (BACKOFFICE_PATH_PATTERN); the path the page
// was loaded at picks the portal, and only that portal's code is downloaded. Any path outside it
// (a storefront page, the other portal) is loaded in full from the server.

const PORTAL_APPS = {
  admin: lazy(() => import('@/portals/admin/admin-app')),
  provider: lazy(() => import('@/portals/provider/provider-app')),
};

const portal = backofficePortalOf(window.location.pathname);

if (portal === null) {
  // Only reachable by opening the build's own index.html: the admin area sorts everyone out.
  leaveTo(ADMIN_LANDING);
} else {
  const PortalApp = PORTAL_APPS[portal];
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
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <UiProvider i18n={BACKOFFICE_I18N}>
        <RouterProvider router={router} />
      </UiProvider>
    </StrictMode>,
  );
}
