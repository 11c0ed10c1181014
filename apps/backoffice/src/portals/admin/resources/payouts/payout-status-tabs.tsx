import { PAYOUT_STATUS_MESSAGES, useUiText } from '@marketplace/ui';
import { StatusFilterTabs } from '@/components/status-filter-tabs';
import { useT, type MessageId } from '@/i18n/text';

// The API filters by one state at a time; 'all' is its "no filter" (left out of the URL). Each tab
// names its state in the words its badge uses (the contract's, through the design system), and
// the list's empty text in it.
export const PAYOUT_TABS = [
  { value: 'pending', empty: 'admin.payouts.empty.pending' },
  { value: 'completed', empty: 'admin.payouts.empty.paid' },
  { value: 'cancelled', empty: 'admin.payouts.empty.rejected' },
  { value: 'failed', empty: 'admin.payouts.empty.failed' },
  { value: 'all', empty: 'admin.payouts.empty.all' },
] as const satisfies readonly { value: string; empty: MessageId }[];

/** Tabs bound to the list's Status filter; the pending tab carries the number waiting. */
export function PayoutStatusTabs() {
  const t = useT();
  const ui = useUiText();
  const tabs = PAYOUT_TABS.map(({ value }) => ({
    value,
    label: value === 'all' ? t('admin.payouts.tabs.all') : ui(PAYOUT_STATUS_MESSAGES[value]),
  }));
  return <StatusFilterTabs tabs={tabs} counted="pending" label={t('admin.payouts.tabs.label')} />;
}
