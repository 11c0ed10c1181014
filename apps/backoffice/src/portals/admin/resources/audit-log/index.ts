import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import { lazy } from 'react';
import type { MessageId } from '@/i18n/text';
import type { AuditEntryRecord } from '@/portals/admin/data-provider/audit-log-resource';

// The audit log (admins, read-only): newest first, filtered by action, target, actor and dates;
// each entry opens to show its before/after as a diff.

export const auditLog = {
  list: lazy(() => import('./audit-list')),
  icon: HistoryOutlined,
  recordRepresentation: (record: AuditEntryRecord) => `${record.Action} ${record.TargetId}`.trim(),
  options: { label: 'admin.audit.resource' satisfies MessageId },
};
