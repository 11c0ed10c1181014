import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRecordContext } from 'react-admin';
import { useT } from '@/i18n/text';
import type { InquiryRecord } from '@/portals/admin/data-provider/inquiries-resource';

/** The full message, its line breaks kept: the list's expand panel and the show page. */
export function InquiryMessage() {
  const record = useRecordContext<InquiryRecord>();
  const t = useT();
  if (!record) return null;
  return (
    <Stack spacing={1} sx={{ py: 1 }}>
      <Typography variant="subtitle2" component="h2">
        {t('admin.inquiries.message.heading')}
      </Typography>
      {/* The sender's words, in whichever language they wrote. */}
      <Typography variant="body2" dir="auto" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {record.Message}
      </Typography>
    </Stack>
  );
}
