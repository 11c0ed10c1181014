import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Count, useListContext } from 'react-admin';

export interface StatusFilterTab {
  readonly value: string;
  readonly label: string;
}

export interface StatusFilterTabsProps {
  /** The Status values in tab order; 'all' is the API's "no filter". */
  readonly tabs: readonly StatusFilterTab[];
  /** The tab that carries the number waiting in it ("Pending (3)", "To confirm (2)"). */
  readonly counted: string;
  /** Names the tab list for screen readers. */
  readonly label: string;
}

/** Tabs bound to a list's Status filter, for APIs that filter by one status at a time (payouts, provider orders). */
export function StatusFilterTabs({ tabs, counted, label }: StatusFilterTabsProps) {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const current = typeof filterValues.Status === 'string' ? filterValues.Status : 'all';
  return (
    <Tabs
      value={current}
      onChange={(_event, Status: string) => setFilters({ ...filterValues, Status }, displayedFilters, false)}
      variant="scrollable"
      allowScrollButtonsMobile
      aria-label={label}
      // Size containment: the tabs' full width must not widen the page past a phone's 360 px; they
      // scroll inside whatever width the page has.
      sx={{ px: 1, borderBottom: 1, borderColor: 'divider', contain: 'inline-size' }}
    >
      {tabs.map((tab) => (
        <Tab
          key={tab.value}
          value={tab.value}
          label={
            tab.value === counted ? (
              <span>
                {tab.label} (<Count filter={{ Status: counted }} />)
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
