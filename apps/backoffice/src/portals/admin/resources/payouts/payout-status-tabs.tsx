import { StatusFilterTabs } from '@/components/status-filter-tabs';
import { useT, type MessageId } from '@/i18n/text';

// The API filters by one state at a time; 'all' is its "no filter" (left out of the URL). Each tab
// names its state and the list's empty text in it.
export const PAYOUT_TABS = [
  { value: 'pending', label: 'admin.payouts.tabs.pending', empty: 'admin.payouts.empty.pending' },
  { value: 'completed', label: 'admin.payouts.tabs.settled', empty: 'admin.payouts.empty.settled' },
  { value: 'cancelled', label: 'admin.payouts.tabs.rejected', empty: 'admin.payouts.empty.rejected' },
  { value: 'failed', label: 'admin.payouts.tabs.failed', empty: 'admin.payouts.empty.failed' },
  { value: 'all', label: 'admin.payouts.tabs.all', empty: 'admin.payouts.empty.all' },
] as const satisfies readonly { value: string; label: MessageId; empty: MessageId }[];

/** Tabs bound to the list's Status filter; the pending tab carries the number waiting. */
export function PayoutStatusTabs() {
  const t = useT();
  const tabs = PAYOUT_TABS.map((tab) => ({ value: tab.value, label: t(tab.label) }));
  return <StatusFilterTabs tabs={tabs} counted="pending" label={t('admin.payouts.tabs.label')} />;
}
