import { Link, Typography } from '@mui/material';
import { useCreatePath, type RaRecord } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '../../components/dates';
import { InquiryBulkStatusButton } from '../../components/inquiry-status/inquiry-bulk-status-button';
import { InquiryStatusSelect } from '../../components/inquiry-status/inquiry-status-select';
import { InboxRow } from './inbox-row';
import { InboxSection } from './inbox-section';

function NewInquiry({ inquiry }: { inquiry: RaRecord }) {
  const createPath = useCreatePath();
  return (
    <InboxRow actions={<InquiryStatusSelect />}>
      <Link
        component={RouterLink}
        to={createPath({ resource: 'inquiries', id: inquiry.id, type: 'show' })}
        sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
      >
        {String(inquiry.Subject)}
      </Link>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {`${String(inquiry.Name)} · ${String(inquiry.Email)} · ${formatDateTime(inquiry.CreatedAt)}`}
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
        {String(inquiry.Message ?? '')}
      </Typography>
    </InboxRow>
  );
}

/** Messages from the contact page nobody has picked up: set their status, one by one or together. */
export function NewInquiries() {
  return (
    <InboxSection
      resource="inquiries"
      filter={{ Status: 'new' }}
      title="New inquiries"
      emptyText="No new inquiry."
      rowName={(inquiry) => `“${String(inquiry.Subject)}” from ${String(inquiry.Name)}`}
      bulkActions={<InquiryBulkStatusButton />}
    >
      {(inquiry) => <NewInquiry inquiry={inquiry} />}
    </InboxSection>
  );
}
