import { StatusFilterTabs } from '@/components/status-filter-tabs';

// The API filters by one state at a time; 'all' is its "no filter" (left out of the URL).
export const PAYOUT_TABS = [
  { value: 'pending', label: 'Pending' },
  { value: 'completed', label: 'Settled' },
  { value: 'cancelled', label: 'Rejected' },
  { value: 'failed', label: 'Failed' },
  { value: 'all', label: 'All' },
] as const;

/** Tabs bound to the list's Status filter; the pending tab carries the number waiting. */
export function PayoutStatusTabs() {
  return <StatusFilterTabs tabs={PAYOUT_TABS} counted="pending" label="Payout state" />;
}
