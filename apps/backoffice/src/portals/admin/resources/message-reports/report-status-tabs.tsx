import { StatusFilterTabs } from '@/components/status-filter-tabs';
import { useT, type MessageId } from '@/i18n/text';

// The API filters reports by one state at a time ('all' by name); each tab has its list's empty text.
export const REPORT_TABS = [
  { value: 'open', label: 'admin.reports.status.open', empty: 'admin.reports.empty.open' },
  { value: 'hidden', label: 'admin.reports.status.hidden', empty: 'admin.reports.empty.hidden' },
  { value: 'dismissed', label: 'admin.reports.status.dismissed', empty: 'admin.reports.empty.dismissed' },
  { value: 'all', label: 'admin.reports.tabs.all', empty: 'admin.reports.empty.all' },
] as const satisfies readonly { value: string; label: MessageId; empty: MessageId }[];

/** Tabs bound to the list's Status filter; the open tab carries the number waiting. */
export function ReportStatusTabs() {
  const t = useT();
  const tabs = REPORT_TABS.map(({ value, label }) => ({ value, label: t(label) }));
  return <StatusFilterTabs tabs={tabs} counted="open" label={t('admin.reports.tabs.label')} />;
}
