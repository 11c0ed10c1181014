import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Confirm, useNotify, useRecordContext, useRefresh, useUpdate } from 'react-admin';
import { TextPromptDialog } from '@/components/text-prompt-dialog';
import { useContractText, useT } from '@/i18n/text';
import { useIsolate } from '@/i18n/use-isolate';
import { moderationReasonSchema } from './moderation-reason';
import type { MessageReportRecord } from '@/portals/admin/data-provider/message-reports-resource';

/**
 * An open report's two outcomes: hide the message (with a reason; everyone sees the marketplace's
 * line in its place, its text goes to the audit log) or dismiss the report (the message stays).
 * Both leave the open tab; the menu's count follows (any change reads the inbox counts again).
 */
export function ReportDecisionButtons() {
  const report = useRecordContext<MessageReportRecord>();
  const t = useT();
  const contractText = useContractText();
  const isolate = useIsolate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  const [open, setOpen] = useState<'hide' | 'dismiss' | null>(null);
  if (!report || report.Status !== 'open') return null;
  const sender = isolate.auto(report.SenderName);

  const decide = (data: Record<string, unknown>, done: string) =>
    update(
      'message-reports',
      { id: report.id, data, previousData: report },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(null);
          notify(done, { type: 'success' });
          refresh();
        },
        onError: (error) => notify(contractText((error as Error).message), { type: 'error' }),
      },
    );

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button
        size="small"
        variant="contained"
        color="error"
        aria-label={t('admin.reports.hideNamed', { name: sender })}
        onClick={() => setOpen('hide')}
      >
        {t('admin.reports.hide')}
      </Button>
      <Button
        size="small"
        variant="outlined"
        aria-label={t('admin.reports.dismissNamed', { name: sender })}
        onClick={() => setOpen('dismiss')}
      >
        {t('admin.reports.dismiss')}
      </Button>
      {open === 'hide' && (
        <TextPromptDialog
          title={t('admin.conversations.hideTitle', { name: sender })}
          description={t('admin.conversations.hideDescription')}
          field="Reason"
          label={t('admin.conversations.reason')}
          multiline
          schema={moderationReasonSchema}
          confirmLabel={t('admin.conversations.hideConfirm')}
          confirmColor="error"
          busy={isPending}
          onClose={() => setOpen(null)}
          onConfirm={(reason) => decide({ Action: 'hide', Reason: reason.trim() }, t('admin.conversations.hidden'))}
        />
      )}
      <Confirm
        isOpen={open === 'dismiss'}
        loading={isPending}
        title={t('admin.reports.dismissTitle')}
        content={t('admin.reports.dismissContent', { name: sender })}
        confirm={t('admin.reports.dismiss')}
        cancel={t('admin.reports.keep')}
        onConfirm={() => decide({ Action: 'dismiss' }, t('admin.reports.dismissed'))}
        onClose={() => setOpen(null)}
      />
    </Stack>
  );
}
