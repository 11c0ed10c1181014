import { HIDDEN_MESSAGE_TEXT, orderNumberForList } from '@marketplace/contract';
import { LinkifiedText } from '@marketplace/ui';
import Box from '@mui/material/Box';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useBasename, useCreatePath } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { conversationPath } from '@/components/conversations/conversation-paths';
import { useContractText, useFormat, useT, type MessageId } from '@/i18n/text';
import { useIsolate } from '@/i18n/use-isolate';
import type { MessageReportRecord } from '@/portals/admin/data-provider/message-reports-resource';
import { ReportDecisionButtons } from '@/portals/admin/components/conversation-moderation/report-decision-buttons';

const STATUS: Record<MessageReportRecord['Status'], { label: MessageId; color: 'warning' | 'default' | 'success' }> = {
  open: { label: 'admin.reports.status.open', color: 'warning' },
  hidden: { label: 'admin.reports.status.hidden', color: 'default' },
  dismissed: { label: 'admin.reports.status.dismissed', color: 'success' },
};

/**
 * One report: the message as it is now (quoted, with who wrote it; the marketplace's line once
 * hidden), who reported it, why and when, where it was said, and the decision while it is open.
 */
export function ReportCard({ report }: { report: MessageReportRecord }) {
  const t = useT();
  const format = useFormat();
  const contractText = useContractText();
  const isolate = useIsolate();
  const createPath = useCreatePath();
  const basename = useBasename();
  const status = STATUS[report.Status];
  return (
    <>
      <CardContent sx={{ pb: 0 }}>
        <Stack spacing={1.5}>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}
          >
            <Typography variant="subtitle1" component="h2">
              {t('admin.reports.card.title', { name: isolate.auto(report.SenderName) })}
            </Typography>
            <Chip size="small" color={status.color} label={t(status.label)} />
          </Stack>
          <Box
            component="blockquote"
            sx={{
              m: 0,
              paddingInlineStart: 2,
              borderInlineStart: '3px solid',
              borderColor: 'divider',
              overflowWrap: 'anywhere',
            }}
          >
            {report.MessageIsHidden ? (
              <Typography variant="body2" sx={{ fontStyle: 'italic' }} color="text.secondary">
                {contractText(HIDDEN_MESSAGE_TEXT)}
              </Typography>
            ) : (
              // Plain text, its web addresses as safe links: as the thread shows it.
              <Typography variant="body2" dir="auto" sx={{ whiteSpace: 'pre-wrap' }}>
                <LinkifiedText text={report.MessageText} />
              </Typography>
            )}
          </Box>
          <Typography variant="body2">
            {t('admin.reports.card.reason', { reason: isolate.auto(report.Reason) })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('admin.reports.card.reported', {
              name: isolate.auto(report.ReporterName),
              when: format.dateTime(report.CreatedAt),
            })}
          </Typography>
          <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Link component={RouterLink} to={createPath({ resource: 'orders', id: report.OrderId, type: 'show' })}>
              {t('admin.reports.card.order', { number: isolate.ltr(`#${orderNumberForList(report.OrderId)}`) })}
            </Link>
            <Link component={RouterLink} to={conversationPath(basename, report.ConversationId)}>
              {t('admin.reports.card.conversation')}
            </Link>
          </Stack>
        </Stack>
      </CardContent>
      <CardActions>
        <ReportDecisionButtons />
      </CardActions>
    </>
  );
}
