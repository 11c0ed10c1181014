import Typography from '@mui/material/Typography';
import { useFormat, useT } from '@/i18n/text';
import { InquiryBulkStatusButton } from '@/portals/admin/components/inquiry-status/inquiry-bulk-status-button';
import { InquiryStatusSelect } from '@/portals/admin/components/inquiry-status/inquiry-status-select';
import { InboxRow, InboxRowTitle } from './inbox-row';
import type { InquiryRecord } from '@/portals/admin/data-provider/inquiries-resource';
import { InboxSection } from './inbox-section';

function NewInquiry({ inquiry }: { inquiry: InquiryRecord }) {
  const format = useFormat();
  return (
    <InboxRow actions={<InquiryStatusSelect />}>
      <InboxRowTitle resource="inquiries" id={inquiry.id}>
        {inquiry.Subject}
      </InboxRowTitle>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        <bdi>{inquiry.Name}</bdi> · <bdi dir="ltr">{inquiry.Email}</bdi> · {format.dateTime(inquiry.CreatedAt)}
      </Typography>
      {/* The start of the message: enough to triage; the whole message is one click away. */}
      <Typography
        variant="body2"
        sx={{
          overflowWrap: 'anywhere',
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
        }}
        dir="auto"
      >
        {inquiry.Message}
      </Typography>
    </InboxRow>
  );
}

/** Messages from the contact page nobody has picked up: set their status, one by one or together. */
export function NewInquiries() {
  const t = useT();
  return (
    <InboxSection<InquiryRecord>
      resource="inquiries"
      filter={{ Status: 'new' }}
      title={t('admin.inbox.inquiries.title')}
      emptyText={t('admin.inbox.inquiries.empty')}
      rowName={(inquiry) => t('admin.inbox.inquiries.rowName', { subject: inquiry.Subject, name: inquiry.Name })}
      bulkActions={<InquiryBulkStatusButton />}
    >
      {(inquiry) => <NewInquiry inquiry={inquiry} />}
    </InboxSection>
  );
}
