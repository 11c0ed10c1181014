import { StatusFilterTabs } from '@/components/status-filter-tabs';
import { bookingStatusLabel } from '@/i18n';

// The list opens on what needs the provider: paid requests not yet confirmed. The API filters on
// the provider's own items (an order with one item to confirm is under "To confirm" even if
// another is in progress); 'all' is its "no filter".
export const ORDER_TABS = [
  { value: 'Pending', label: 'To confirm' },
  { value: 'Confirmed', label: 'Confirmed' },
  { value: 'InProgress', label: bookingStatusLabel('InProgress') },
  { value: 'Completed', label: 'Completed' },
  { value: 'Cancelled', label: 'Cancelled' },
  { value: 'all', label: 'All' },
] as const;

export const DEFAULT_TAB = 'Pending';

/** Tabs bound to the list's Status filter; "To confirm" carries the number waiting. */
export function OrderStatusTabs() {
  return <StatusFilterTabs tabs={ORDER_TABS} counted={DEFAULT_TAB} label="Item status" />;
}
