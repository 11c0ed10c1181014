import { INQUIRY_STATUSES, type InquiryStatus } from '@marketplace/contract';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useNotify, useRecordContext, useUpdate } from 'react-admin';
import { useLocale, useT } from '@/i18n/text';
import type { InquiryRecord } from '@/portals/admin/data-provider/inquiries-resource';
import { InquiryStatusChip, useInquiryStatusLabel } from './inquiry-statuses';

/**
 * The inquiry's status, changed in place (a row of the list or the show page): one choice is one
 * PATCH .../status call. Clicks stay here instead of expanding the row.
 */
export function InquiryStatusSelect() {
  const record = useRecordContext<InquiryRecord>();
  const notify = useNotify();
  const t = useT();
  const locale = useLocale();
  const statusLabel = useInquiryStatusLabel();
  const [update, { isPending }] = useUpdate();
  if (!record) return null;
  const status = record.Status;
  const change = (next: InquiryStatus) =>
    update(
      'inquiries',
      { id: record.id, data: { Status: next }, previousData: record },
      {
        onSuccess: () =>
          notify(t('admin.inquiries.status.marked', { status: statusLabel(next).toLocaleLowerCase(locale) }), {
            type: 'info',
          }),
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );
  return (
    <TextField
      select
      size="small"
      variant="standard"
      value={status}
      disabled={isPending}
      onClick={(event) => event.stopPropagation()}
      onChange={(event) => change(event.target.value as InquiryStatus)}
      slotProps={{
        select: { renderValue: (value) => <InquiryStatusChip status={value as InquiryStatus} /> },
        input: { disableUnderline: true },
        // MUI 9's slot for what `inputProps` set: a select gives it to its combobox.
        htmlInput: {
          'aria-label': t('admin.inquiries.status.label', { subject: record.Subject, name: record.Name }),
        },
      }}
    >
      {INQUIRY_STATUSES.map((option) => (
        <MenuItem key={option} value={option}>
          {statusLabel(option)}
        </MenuItem>
      ))}
    </TextField>
  );
}
