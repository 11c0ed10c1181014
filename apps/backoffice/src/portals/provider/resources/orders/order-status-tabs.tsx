import { StatusFilterTabs } from '@/components/status-filter-tabs';
import { useT, type MessageId } from '@/i18n/text';

// The list opens on what needs the provider: paid requests not yet confirmed. The API filters on
// the provider's own items (an order with one item to confirm is under "To confirm" even if
// another is in progress); 'all' is its "no filter". Each tab names its state and the list's empty
// text in it (message ids, translated where they show).
export const ORDER_TABS = [
  { value: 'Pending', label: 'provider.orders.tabs.toConfirm', empty: 'provider.orders.empty.toConfirm' },
  { value: 'Confirmed', label: 'provider.orders.tabs.confirmed', empty: 'provider.orders.empty.confirmed' },
  { value: 'InProgress', label: 'provider.orders.tabs.inProgress', empty: 'provider.orders.empty.inProgress' },
  { value: 'Completed', label: 'provider.orders.tabs.completed', empty: 'provider.orders.empty.completed' },
  { value: 'Cancelled', label: 'provider.orders.tabs.cancelled', empty: 'provider.orders.empty.cancelled' },
  { value: 'all', label: 'provider.orders.tabs.all', empty: 'provider.orders.empty.all' },
] as const satisfies readonly { value: string; label: MessageId; empty: MessageId }[];

export const DEFAULT_TAB = 'Pending';

/** Tabs bound to the list's Status filter; "To confirm" carries the number waiting. */
export function OrderStatusTabs() {
  const t = useT();
  const tabs = ORDER_TABS.map((tab) => ({ value: tab.value, label: t(tab.label) }));
  return <StatusFilterTabs tabs={tabs} counted={DEFAULT_TAB} label={t('provider.orders.tabs.label')} />;
}
