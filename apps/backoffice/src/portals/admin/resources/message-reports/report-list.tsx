import { List, useListContext } from 'react-admin';
import { ListCards } from '@/components/list-cards';
import { useT } from '@/i18n/text';
import type { MessageReportRecord } from '@/portals/admin/data-provider/message-reports-resource';
import { ReportCard } from './report-card';
import { REPORT_TABS, ReportStatusTabs } from './report-status-tabs';

/** "No open reports." and the like: the empty text names the tab. */
function ReportCards() {
  const t = useT();
  const { filterValues } = useListContext();
  const tab = REPORT_TABS.find((candidate) => candidate.value === filterValues.Status);
  // Cards at every width: a quoted message and its reason read badly squeezed into table cells.
  return (
    <ListCards<MessageReportRecord> empty={t(tab ? tab.empty : 'admin.reports.empty.all')}>
      {(report) => <ReportCard report={report} />}
    </ListCards>
  );
}

/** /admin/message-reports: reported messages by state, the open ones first (issue 37). */
export default function ReportList() {
  const t = useT();
  return (
    <List
      title={t('admin.reports.title')}
      actions={false}
      exporter={false}
      filterDefaultValues={{ Status: 'open' }}
      perPage={25}
      empty={false}
      sx={{ '& .RaList-main': { minWidth: 0 } }}
    >
      <ReportStatusTabs />
      <ReportCards />
    </List>
  );
}
