import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RecordContextProvider, useListContext } from 'react-admin';
import { useFormat, useT } from '@/i18n/text';
import { AuditDiff } from './audit-diff';
import { ActorCell, TargetCell } from './audit-cells';
import { actionText, actorText } from './audit-texts';
import type { AuditEntryRecord } from '@/portals/admin/data-provider/audit-log-resource';

/** Phones: one accordion per entry (action, date, actor); opening it shows target, reason, IP and the diff. */
export function AuditPhoneList({ empty }: { empty: string }) {
  const { data, isPending } = useListContext<AuditEntryRecord>();
  const t = useT();
  const format = useFormat();
  if (isPending) return <Typography sx={{ p: 2 }}>{t('admin.audit.phone.loading')}</Typography>;
  if (!data?.length) return <Typography sx={{ p: 2 }}>{empty}</Typography>;
  return (
    <div>
      {data.map((record) => (
        <RecordContextProvider key={record.id} value={record}>
          <Accordion disableGutters>
            <AccordionSummary expandIcon={<ExpandMoreOutlined />}>
              <div>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {actionText(record.Action, t)}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {format.dateTime(record.CreatedAt)} · <bdi>{actorText(record, t)}</bdi>
                </Typography>
              </div>
            </AccordionSummary>
            <AccordionDetails>
              <Stack spacing={1.5}>
                <ActorCell />
                <TargetCell />
                {record.Reason ? (
                  <Typography variant="body2">
                    {t('admin.audit.phone.reason')} <bdi>{record.Reason}</bdi>
                  </Typography>
                ) : null}
                <Typography variant="caption">
                  {t('admin.audit.list.ip')} <bdi dir="ltr">{record.Ip || '—'}</bdi>
                </Typography>
                <AuditDiff />
              </Stack>
            </AccordionDetails>
          </Accordion>
        </RecordContextProvider>
      ))}
    </div>
  );
}
