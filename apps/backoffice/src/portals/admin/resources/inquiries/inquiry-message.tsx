import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRecordContext } from 'react-admin';
import type { InquiryRecord } from '@/portals/admin/data-provider/inquiries-resource';

/** The full message, its line breaks kept: the list's expand panel and the show page. */
export function InquiryMessage() {
  const record = useRecordContext<InquiryRecord>();
  if (!record) return null;
  return (
    <Stack spacing={1} sx={{ py: 1 }}>
      <Typography variant="subtitle2" component="h2">
        Message
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {record.Message}
      </Typography>
    </Stack>
  );
}
