import OutlinedFlag from '@mui/icons-material/OutlinedFlag';
import { lazy } from 'react';
import type { MessageId } from '@/i18n/text';

// Reported messages (admins, issue 37): messages people reported in their conversations, the
// open ones first; each is hidden (with a reason, its text moves to the audit log) or dismissed.

export const messageReports = {
  list: lazy(() => import('./report-list')),
  icon: OutlinedFlag,
  options: { label: 'admin.reports.resource' satisfies MessageId },
};
