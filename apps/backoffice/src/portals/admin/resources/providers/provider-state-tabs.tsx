import Divider from '@mui/material/Divider';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Count, useListContext } from 'react-admin';
import { useT } from '@/i18n/text';
import { PROVIDER_STATES, useProviderStateLabel } from '@/portals/admin/components/provider-state/provider-states';

/**
 * One tab per account state, bound to the list's AccState filter; each shows how many providers
 * in that state match the other filters (search, category, location).
 */
export function ProviderStateTabs() {
  const t = useT();
  const stateLabel = useProviderStateLabel();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const current = PROVIDER_STATES.includes(filterValues.AccState) ? filterValues.AccState : false;
  return (
    <>
      <Tabs
        value={current}
        onChange={(_event, state: string) => setFilters({ ...filterValues, AccState: state }, displayedFilters, false)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('admin.providers.tabs.label')}
      >
        {PROVIDER_STATES.map((state) => (
          <Tab
            key={state}
            value={state}
            label={
              <span>
                {stateLabel(state)} (
                <Count filter={{ ...filterValues, AccState: state }} sx={{ lineHeight: 'inherit' }} />)
              </span>
            }
          />
        ))}
      </Tabs>
      <Divider />
    </>
  );
}
