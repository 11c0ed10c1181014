import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRecordContext } from 'react-admin';
import { useT } from '@/i18n/text';
import { AuditFilterButton } from './audit-filter-button';
import { actionText, actorText, roleText, targetTypeText } from './audit-texts';
import type { AuditEntryRecord } from '@/portals/admin/data-provider/audit-log-resource';

/** The actor as name, e-mail and role, with a button that keeps only their entries. */
export function ActorCell() {
  const record = useRecordContext<AuditEntryRecord>();
  const t = useT();
  if (!record) return null;
  const actor = actorText(record, t);
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <div>
        <Typography variant="body2" dir="auto">
          {actor}
        </Typography>
        {/* As recorded: the e-mail and the role the API wrote down. */}
        <Typography variant="caption" color="text.secondary" dir="auto" sx={{ overflowWrap: 'anywhere' }}>
          {[record.ActorEmail, record.ActorRole && roleText(record.ActorRole, t)].filter(Boolean).join(' · ')}
        </Typography>
      </div>
      {record.ActorUserId ? (
        <AuditFilterButton
          filter={{ ActorUserId: record.ActorUserId }}
          label={t('admin.audit.actor.only', { name: actor })}
        />
      ) : null}
    </Stack>
  );
}

/** The target's type and id, with a button that keeps only its entries. */
export function TargetCell() {
  const record = useRecordContext<AuditEntryRecord>();
  const t = useT();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <div>
        <Typography variant="body2">{targetTypeText(record.TargetType, t)}</Typography>
        <Typography
          variant="caption"
          color="text.secondary"
          dir="ltr"
          sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
        >
          {record.TargetId}
        </Typography>
      </div>
      <AuditFilterButton
        filter={{ TargetType: record.TargetType, TargetId: record.TargetId }}
        label={t('admin.audit.target.only', { type: targetTypeText(record.TargetType, t), id: record.TargetId })}
      />
    </Stack>
  );
}

/** The action by its name, its code beneath (what the action filter takes). */
export function ActionCell({ record }: { record: AuditEntryRecord }) {
  const t = useT();
  return (
    <div>
      <Typography variant="body2">{actionText(record.Action, t)}</Typography>
      <Typography variant="caption" color="text.secondary" dir="ltr" sx={{ fontFamily: 'monospace' }}>
        {record.Action}
      </Typography>
    </div>
  );
}
