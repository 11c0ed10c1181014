import { EmailField, Labeled, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import { DateText } from '@/components/date-text';
import { InquiryDeleteButton } from './inquiry-delete-button';
import { InquiryMessage } from './inquiry-message';
import { InquiryStatusSelect } from '@/portals/admin/components/inquiry-status/inquiry-status-select';

const Actions = () => (
  <TopToolbar>
    <InquiryDeleteButton redirect="list" />
  </TopToolbar>
);

/** One inquiry with its whole message; the status changes here too (phones open this page). */
export default function InquiryShow() {
  return (
    <Show actions={<Actions />} title="Inquiry">
      <SimpleShowLayout>
        <TextField source="Subject" />
        <TextField source="Name" />
        <EmailField source="Email" />
        <TextField source="Phone" emptyText="No phone given" />
        <DateText source="CreatedAt" label="Received" showTime />
        <Labeled label="Status">
          <InquiryStatusSelect />
        </Labeled>
        <InquiryMessage />
      </SimpleShowLayout>
    </Show>
  );
}
