import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import type { ReactElement } from 'react';
import { paths } from '@/config/paths';
import type { MessageId } from '@/locales/message-id';

// The four places of the customer dashboard (spec 2.5) in menu order. The order detail has no
// entry of its own: it belongs to My Orders, where its "Back to Orders" link leads.

export type DashboardSectionKey = 'profile' | 'orders' | 'transactions' | 'settings';

export interface DashboardSection {
  readonly key: DashboardSectionKey;
  /** The entry's name, a message id: translated where it is shown. */
  readonly label: MessageId;
  readonly href: string;
  readonly icon: ReactElement;
}

export const DASHBOARD_SECTIONS: readonly DashboardSection[] = [
  { key: 'profile', label: 'account.nav.profile', href: paths.customerProfile.getHref(), icon: <PersonOutlined /> },
  { key: 'orders', label: 'account.nav.orders', href: paths.customerOrders.getHref(), icon: <ReceiptLongOutlined /> },
  {
    key: 'transactions',
    label: 'account.nav.transactions',
    href: paths.customerTransactions.getHref(),
    icon: <PaymentsOutlined />,
  },
  {
    key: 'settings',
    label: 'account.nav.settings',
    href: paths.customerSettings.getHref(),
    icon: <SettingsOutlined />,
  },
];

export interface CurrentSection {
  readonly section: DashboardSection;
  /** 'page' on the section's own screen; 'true' inside it (an order's detail under My Orders). */
  readonly ariaCurrent: 'page' | 'true';
}

/** Which entry to mark for a path; null outside the four sections (a redirect is on its way). */
export function currentSectionFor(pathname: string): CurrentSection | null {
  // The router matches paths case-insensitively and with a trailing slash, so the menu does too.
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  const exact = DASHBOARD_SECTIONS.find((section) => section.href === path);
  if (exact) return { section: exact, ariaCurrent: 'page' };
  if (path.startsWith('/customer-dashboard/order/')) {
    const orders = DASHBOARD_SECTIONS.find((section) => section.key === 'orders');
    return orders ? { section: orders, ariaCurrent: 'true' } : null;
  }
  return null;
}
