import Typography from '@mui/material/Typography';
import Link from '@mui/material/Link';
import { useBasename } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { conversationPath } from '@/components/conversations/conversation-paths';
import { useFormat, useT } from '@/i18n/text';
import { useIsolate } from '@/i18n/use-isolate';
import { ReportDecisionButtons } from '@/portals/admin/components/conversation-moderation/report-decision-buttons';
import type { MessageReportRecord } from '@/portals/admin/data-provider/message-reports-resource';
import { MESSAGE_REPORTS_RESOURCE } from '@/portals/admin/live/use-admin-inbox-badges';
import { InboxRow } from './inbox-row';
import { InboxSection } from './inbox-section';

/** The start of the message and why it was reported: enough to decide, the conversation one click away. */
const clamp = {
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
} as const;

function ReportedMessage({ report }: { report: MessageReportRecord }) {
  const t = useT();
  const format = useFormat();
  const isolate = useIsolate();
  const basename = useBasename();
  return (
    <InboxRow actions={<ReportDecisionButtons />}>
      <Link
        component={RouterLink}
        to={conversationPath(basename, report.ConversationId)}
        sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
      >
        {t('admin.reports.card.title', { name: isolate.auto(report.SenderName) })}
      </Link>
      <Typography variant="body2" dir="auto" sx={clamp}>
        {report.MessageText}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {t('admin.reports.card.reason', { reason: isolate.auto(report.Reason) })} ·{' '}
        {t('admin.reports.card.reported', {
          name: isolate.auto(report.ReporterName),
          when: format.dateTime(report.CreatedAt),
        })}
      </Typography>
    </InboxRow>
  );
}

/** Messages people reported in their conversations (issue 37): hide each one or dismiss the report. */
export function ReportedMessages() {
  const t = useT();
  return (
    <InboxSection<MessageReportRecord>
      resource={MESSAGE_REPORTS_RESOURCE}
      filter={{ Status: 'open' }}
      title={t('admin.inbox.reports.title')}
      emptyText={t('admin.inbox.reports.empty')}
    >
      {(report) => <ReportedMessage report={report} />}
    </InboxSection>
  );
}
