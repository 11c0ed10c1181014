import type { ObservableSession } from '@marketplace/client/session';
import { BACKOFFICE_PORTALS, directionOf, type BackofficePortal } from '@marketplace/contract';
import { FullScreenSpinner } from '@marketplace/ui';
import { useMemo, type ReactNode } from 'react';
import { localStorageStore, type AuthProvider, type DataProvider, type Store } from 'react-admin';
import { Navigate } from 'react-router';
import { useRaI18nProvider } from '@/i18n/ra-i18n-provider';
import { useLanguage } from '@/i18n/language-provider';
import { useT, type MessageId } from '@/i18n/text';
import { backofficeTheme } from '@/theme';
import { AdminWithoutLogin } from './admin-without-login';
import { AppLayout } from './layout/app-layout';
import type { MenuBadges } from './layout/menu-badges';
import { PortalProvider, usePortal, type PortalLanding, type PortalPage } from './portal-context';

// The <Admin> both portals share (docs/decisions.md, "Back office"): mounted under the portal's
// basename inside the browser router of main.tsx, signed in through the storefront (no login page
// of its own), the design system's theme, one layout. A portal passes its resources and routes.

export interface PortalAdminProps {
  readonly portal: BackofficePortal;
  readonly landing: PortalLanding;
  /** Custom pages listed in the menu after the landing page. */
  readonly pages?: readonly PortalPage[];
  /** Custom pages listed at the end of the menu, after the resources (settings and reports). */
  readonly lastPages?: readonly PortalPage[];
  /** The app bar's title when a page sets none (a message id). */
  readonly title: MessageId;
  readonly authProvider: AuthProvider;
  readonly dataProvider: DataProvider;
  readonly session: ObservableSession;
  /** Tests pass a fresh memoryStore(); the apps keep each portal's list settings apart. */
  readonly store?: Store;
  /** Live counts beside menu entries (the admin's inbox). */
  readonly useBadges?: () => MenuBadges;
  /** The portal's <Resource>s and <CustomRoutes>. */
  readonly children: ReactNode;
}

/** The portal's root path shows its landing page. */
function GoToLanding() {
  return <Navigate to={usePortal().landing.path} replace />;
}

function PortalLoading() {
  const t = useT();
  return <FullScreenSpinner label={t('shell.loading')} />;
}

export function PortalAdmin({
  portal,
  landing,
  pages,
  lastPages,
  title,
  session,
  store,
  useBadges,
  children,
  ...providers
}: PortalAdminProps) {
  const context = useMemo(
    () => ({ portal, landing, pages, lastPages, session, useBadges }),
    [portal, landing, pages, lastPages, session, useBadges],
  );
  const portalStore = useMemo(() => store ?? localStorageStore(undefined, portal), [store, portal]);
  const i18nProvider = useRaI18nProvider();
  const { locale } = useLanguage();
  const t = useT();
  const pagination = t('shell.pagination.label');
  const theme = useMemo(() => backofficeTheme(directionOf(locale), { pagination }), [locale, pagination]);
  return (
    <PortalProvider value={context}>
      <AdminWithoutLogin
        {...providers}
        basename={BACKOFFICE_PORTALS[portal].basename}
        title={t(title)}
        // Otherwise react-admin reports this app's domain to its makers.
        disableTelemetry
        // Nothing renders before checkAuth: a visitor never sees the layout.
        requireAuth
        store={portalStore}
        theme={theme}
        i18nProvider={i18nProvider}
        layout={AppLayout}
        loading={PortalLoading}
        dashboard={GoToLanding}
      >
        {children}
      </AdminWithoutLogin>
    </PortalProvider>
  );
}
