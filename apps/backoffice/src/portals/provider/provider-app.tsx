import HomeOutlined from '@mui/icons-material/HomeOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import StoreOutlined from '@mui/icons-material/StoreOutlined';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import { lazy } from 'react';
import { CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router';
import { BACKOFFICE_PORTALS, VERIFICATION_PATHS } from '@marketplace/contract';
import { api, session } from '@/api';
import { createAuthProvider } from '@/auth-provider';
import { portalRoutes, PROVIDER_LANDING, PROVIDER_PROFILE } from '@/config/paths';
import { providerDataProvider } from './data-provider';
import { providerConversations } from '@/portals/provider/resources/conversations';
import { providerEarnings } from '@/portals/provider/resources/earnings';
import { providerListings } from '@/portals/provider/resources/listings';
import { providerOrders } from '@/portals/provider/resources/orders';
import { providerPayouts } from '@/portals/provider/resources/payouts';
import { providerReviews } from '@/portals/provider/resources/reviews';
import { useProviderOrderBadges } from '@/portals/provider/live/use-provider-order-badges';
import { CONVERSATIONS_RESOURCE } from '@/components/conversations/use-unread-messages';
import type { MessageId } from '@/i18n/text';
import { PortalAdmin, type PortalAdminProps } from '@/shell/portal-admin';
import type { PortalLanding, PortalPage } from '@/shell/portal-context';

// The provider dashboard, /provider-dashboard/* (providers). Its screens are listed here once, in
// menu order, as the admin area's are (app/admin-app.tsx).

const ProviderHome = lazy(() => import('@/portals/provider/dashboards/home'));
const ProviderProfile = lazy(() => import('@/portals/provider/dashboards/profile'));
const ProviderListingImport = lazy(() => import('@/portals/provider/dashboards/listing-import'));
const ProviderStatements = lazy(() => import('@/portals/provider/dashboards/statements'));
const ProviderVerification = lazy(() => import('@/portals/provider/dashboards/verification'));

/** Issue 36: a month's earnings, commission and payouts, with its PDF and CSV (relative to the basename). */
const STATEMENTS_ROUTE = 'statements';
const PROVIDER_STATEMENTS = `${BACKOFFICE_PORTALS.provider.basename}/${STATEMENTS_ROUTE}`;
/** Issue 38: the documents that verify the business (VERIFICATION_PATHS.provider, relative to the basename). */
const VERIFICATION_ROUTE = VERIFICATION_PATHS.provider.slice(BACKOFFICE_PORTALS.provider.basename.length + 1);

const landing: PortalLanding = { path: PROVIDER_LANDING, label: 'shell.menu.home', icon: HomeOutlined };
/** Verification beside the profile: what a business sets up about itself. */
const pages: PortalPage[] = [
  { path: PROVIDER_PROFILE, label: 'shell.menu.businessProfile', icon: StoreOutlined },
  { path: VERIFICATION_PATHS.provider, label: 'verification.provider.menu', icon: VerifiedUserOutlined },
];
/** After the resources, so the statements follow Earnings and Payouts in the menu. */
const lastPages: PortalPage[] = [
  { path: PROVIDER_STATEMENTS, label: 'provider.statements.menu', icon: ReceiptLongOutlined },
];
/** The app bar's title when a page sets none: a message id, as the menu's labels are. */
const title: MessageId = 'shell.title.provider';

/** Tests hand in fakes; the app uses the back office's one API and session. */
export type ProviderAppProps = Partial<
  Pick<PortalAdminProps, 'authProvider' | 'dataProvider' | 'session' | 'store' | 'useBadges'>
>;

export default function ProviderApp(props: ProviderAppProps) {
  return (
    <PortalAdmin
      portal="provider"
      landing={landing}
      pages={pages}
      lastPages={lastPages}
      title={title}
      authProvider={props.authProvider ?? providerAuthProvider}
      dataProvider={props.dataProvider ?? providerDataProvider}
      session={props.session ?? session}
      store={props.store}
      useBadges={props.useBadges ?? useProviderOrderBadges}
    >
      <CustomRoutes>
        <Route path={portalRoutes.providerHome} element={<ProviderHome />} />
        <Route path={portalRoutes.providerProfile} element={<ProviderProfile />} />
        <Route path={portalRoutes.providerListingImport} element={<ProviderListingImport />} />
        <Route path={STATEMENTS_ROUTE} element={<ProviderStatements />} />
        <Route path={VERIFICATION_ROUTE} element={<ProviderVerification />} />
      </CustomRoutes>
      {/* Orders first: a paid information request waiting for the provider is what must not be missed;
          then the customers' messages about them. The money last, next to the statements that close the menu. */}
      <Resource name="orders" {...providerOrders} />
      <Resource name={CONVERSATIONS_RESOURCE} {...providerConversations} />
      <Resource name="listings" {...providerListings} />
      <Resource name="reviews" {...providerReviews} />
      <Resource name="earnings" {...providerEarnings} />
      <Resource name="payouts" {...providerPayouts} />
    </PortalAdmin>
  );
}

const providerAuthProvider = createAuthProvider({ portal: 'provider', api });
