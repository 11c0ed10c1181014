import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import type { ReactElement } from 'react';
import { paths } from '@/config/paths';
import type { MessageId } from '@/locales/message-id';

// The places of the customer dashboard in menu order: spec 2.5's four, and Messages (issue 37)
// beside the orders they are about. The order detail has no entry of its own: it belongs to My
// Orders, where its "Back to Orders" link leads; a conversation belongs to Messages.

export type DashboardSectionKey = 'profile' | 'orders' | 'messages' | 'transactions' | 'settings';

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
    key: 'messages',
    label: 'messages.nav.label',
    href: paths.customerMessages.getHref(),
    icon: <ChatBubbleOutline />,
  },
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

/** The entries whose pages a path is inside: an order belongs to My Orders, a conversation to Messages. */
const INSIDE: ReadonlyArray<readonly [string, DashboardSectionKey]> = [
  ['/customer-dashboard/order/', 'orders'],
  ['/customer-dashboard/messages/', 'messages'],
];

/** Which entry to mark for a path; null outside the sections (a redirect is on its way). */
export function currentSectionFor(pathname: string): CurrentSection | null {
  // The router matches paths case-insensitively and with a trailing slash, so the menu does too.
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  const exact = DASHBOARD_SECTIONS.find((section) => section.href === path);
  if (exact) return { section: exact, ariaCurrent: 'page' };
  const parent = INSIDE.find(([prefix]) => path.startsWith(prefix))?.[1];
  const section = DASHBOARD_SECTIONS.find(({ key }) => key === parent);
  return section ? { section, ariaCurrent: 'true' } : null;
}
