import { Tab, Tabs } from '@mui/material';
import { Count, useListContext } from 'react-admin';

// The list opens on what needs the provider: paid requests not yet confirmed. The API filters on
// the provider's own items (an order with one item to confirm is under "To confirm" even if
// another is in progress); 'all' is its "no filter".
export const ORDER_TABS = [
  { value: 'Pending', label: 'To confirm' },
  { value: 'Confirmed', label: 'Confirmed' },
  { value: 'InProgress', label: 'In progress' },
  { value: 'Completed', label: 'Completed' },
  { value: 'Cancelled', label: 'Cancelled' },
  { value: 'all', label: 'All' },
] as const;

export const DEFAULT_TAB = 'Pending';

/** Tabs bound to the list's Status filter; "To confirm" carries the number waiting. */
export function OrderStatusTabs() {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const current = typeof filterValues.Status === 'string' ? filterValues.Status : 'all';
  return (
    <Tabs
      value={current}
      onChange={(_event, Status: string) => setFilters({ ...filterValues, Status }, displayedFilters, false)}
      variant="scrollable"
      allowScrollButtonsMobile
      aria-label="Item status"
      // Size containment: the tabs scroll inside a 360 px phone instead of widening the page.
      sx={{ px: 1, borderBottom: 1, borderColor: 'divider', contain: 'inline-size' }}
    >
      {ORDER_TABS.map((tab) => (
        <Tab
          key={tab.value}
          value={tab.value}
          label={
            tab.value === DEFAULT_TAB ? (
              <span>
                {tab.label} (<Count filter={{ Status: DEFAULT_TAB }} />)
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
