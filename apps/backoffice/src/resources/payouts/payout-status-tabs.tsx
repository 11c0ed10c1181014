import { Tab, Tabs } from '@mui/material';
import { Count, useListContext } from 'react-admin';

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
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const current = typeof filterValues.Status === 'string' ? filterValues.Status : 'all';
  return (
    <Tabs
      value={current}
      onChange={(_event, Status: string) => setFilters({ ...filterValues, Status }, displayedFilters, false)}
      variant="scrollable"
      allowScrollButtonsMobile
      aria-label="Payout state"
      // Size containment: the tabs' full width must not widen the page past a phone's 360 px; they
      // scroll inside whatever width the page has.
      sx={{ px: 1, borderBottom: 1, borderColor: 'divider', contain: 'inline-size' }}
    >
      {PAYOUT_TABS.map((tab) => (
        <Tab
          key={tab.value}
          value={tab.value}
          label={
            tab.value === 'pending' ? (
              <span>
                {tab.label} (<Count filter={{ Status: 'pending' }} />)
              </span>
            ) : (
              tab.label
            )
          }
        />
      ))}
    </Tabs>
  );
}
