import Typography from '@mui/material/Typography';
import { formatDateTime } from '@/components/dates';
import { InquiryBulkStatusButton } from '@/portals/admin/components/inquiry-status/inquiry-bulk-status-button';
import { InquiryStatusSelect } from '@/portals/admin/components/inquiry-status/inquiry-status-select';
import { InboxRow, InboxRowTitle } from './inbox-row';
import type { InquiryRecord } from '@/portals/admin/data-provider/inquiries-resource';
import { InboxSection } from './inbox-section';

function NewInquiry({ inquiry }: { inquiry: InquiryRecord }) {
  return (
    <InboxRow actions={<InquiryStatusSelect />}>
      <InboxRowTitle resource="inquiries" id={inquiry.id}>
        {inquiry.Subject}
      </InboxRowTitle>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {`${inquiry.Name} · ${inquiry.Email} · ${formatDateTime(inquiry.CreatedAt)}`}
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
      >
        {inquiry.Message}
      </Typography>
    </InboxRow>
  );
}

/** Messages from the contact page nobody has picked up: set their status, one by one or together. */
export function NewInquiries() {
  return (
    <InboxSection<InquiryRecord>
      resource="inquiries"
      filter={{ Status: 'new' }}
      title="New inquiries"
      emptyText="No new inquiry."
      rowName={(inquiry) => `“${inquiry.Subject}” from ${inquiry.Name}`}
      bulkActions={<InquiryBulkStatusButton />}
    >
      {(inquiry) => <NewInquiry inquiry={inquiry} />}
    </InboxSection>
  );
}
