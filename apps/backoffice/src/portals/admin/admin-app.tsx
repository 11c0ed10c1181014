import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import { lazy } from 'react';
import { CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router';
import { api, session } from '@/api';
import { createAuthProvider } from '@/auth-provider';
import { ADMIN_INBOX, ADMIN_LANDING, ADMIN_SELLER_DETAILS, ADMIN_VAT_REPORT, portalRoutes } from '@/config/paths';
import type { MessageId } from '@/i18n/text';
import { dataProvider } from './data-provider';
import { admins } from '@/portals/admin/resources/admins';
import { auditLog } from '@/portals/admin/resources/audit-log';
import { categories } from '@/portals/admin/resources/categories';
import { conversations } from '@/portals/admin/resources/conversations';
import { customers } from '@/portals/admin/resources/customers';
import { inquiries } from '@/portals/admin/resources/inquiries';
import { messageReports } from '@/portals/admin/resources/message-reports';
import { orders } from '@/portals/admin/resources/orders';
import { payouts } from '@/portals/admin/resources/payouts';
import { providers } from '@/portals/admin/resources/providers';
import { verificationRequirements } from '@/portals/admin/resources/verification-requirements';
import { verificationReviews } from '@/portals/admin/resources/verification-reviews';
import {
  INBOX_BADGE,
  MESSAGE_REPORTS_RESOURCE,
  useAdminInboxBadges,
  VERIFICATION_REVIEWS_RESOURCE,
} from '@/portals/admin/live/use-admin-inbox-badges';
import { CONVERSATIONS_RESOURCE } from '@/components/conversations/use-unread-messages';
import { PortalAdmin, type PortalAdminProps } from '@/shell/portal-admin';
import type { PortalLanding, PortalPage } from '@/shell/portal-context';

// The admin area, /admin/* (admins and super admins). Every admin screen is listed here once, in
// menu order: a <Resource> per folder of src/resources (`<Resource name="categories"
// {...categories} />`, whose index.ts lazy-loads its list, edit, create and show), and custom
// routes for pages that are not a resource.

const AdminAnalytics = lazy(() => import('@/portals/admin/dashboards/analytics'));
const AdminInbox = lazy(() => import('@/portals/admin/dashboards/inbox'));
const SellerDetails = lazy(() => import('@/portals/admin/dashboards/seller-details'));
const VatReport = lazy(() => import('@/portals/admin/dashboards/vat-report'));

const landing: PortalLanding = { path: ADMIN_LANDING, label: 'shell.menu.analytics', icon: InsightsOutlined };
const pages: PortalPage[] = [
  { path: ADMIN_INBOX, label: 'shell.menu.needsAction', icon: InboxOutlined, badge: INBOX_BADGE },
];
/** Settings and reports close the menu, after the audit log (issue 36). */
const lastPages: PortalPage[] = [
  { path: ADMIN_VAT_REPORT, label: 'shell.menu.vatReport', icon: RequestQuoteOutlined },
  { path: ADMIN_SELLER_DETAILS, label: 'shell.menu.sellerDetails', icon: BusinessOutlined },
];
/** The app bar's title when a page sets none: a message id, as the menu's labels are. */
const title: MessageId = 'shell.title.admin';

/** Tests hand in fakes; the app uses the back office's one API and session. */
export type AdminAppProps = Partial<
  Pick<PortalAdminProps, 'authProvider' | 'dataProvider' | 'session' | 'store' | 'useBadges'>
>;

export default function AdminApp(props: AdminAppProps) {
  return (
    <PortalAdmin
      portal="admin"
      landing={landing}
      pages={pages}
      lastPages={lastPages}
      title={title}
      authProvider={props.authProvider ?? adminAuthProvider}
      dataProvider={props.dataProvider ?? dataProvider}
      session={props.session ?? session}
      store={props.store}
      useBadges={props.useBadges ?? useAdminInboxBadges}
    >
      <CustomRoutes>
        <Route path={portalRoutes.adminAnalytics} element={<AdminAnalytics />} />
        <Route path={portalRoutes.adminInbox} element={<AdminInbox />} />
        <Route path={portalRoutes.adminVatReport} element={<VatReport />} />
        <Route path={portalRoutes.adminSellerDetails} element={<SellerDetails />} />
      </CustomRoutes>
      <Resource name="orders" {...orders} />
      {/* Issue 37: the conversations about paid orders, and the messages people reported in them. */}
      <Resource name={CONVERSATIONS_RESOURCE} {...conversations} />
      <Resource name="providers" {...providers} />
      {/* Issue 38: the businesses whose documents wait for a review, each reviewed on its own page
          (VERIFICATION_PATHS.adminQueue and .adminReview). */}
      <Resource name={VERIFICATION_REVIEWS_RESOURCE} {...verificationReviews} />
      <Resource name="customers" {...customers} />
      <Resource name="categories" {...categories} />
      {/* Issue 38: the documents each business type gives (VERIFICATION_PATHS.adminRequirements). */}
      <Resource name="verification-requirements" {...verificationRequirements} />
      <Resource name="payouts" {...payouts} />
      <Resource name="inquiries" {...inquiries} />
      <Resource name={MESSAGE_REPORTS_RESOURCE} {...messageReports} />
      <Resource name="admins" {...admins} />
      <Resource name="audit-log" {...auditLog} />
    </PortalAdmin>
  );
}

const adminAuthProvider = createAuthProvider({ portal: 'admin', api });
