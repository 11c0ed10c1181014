import { EmailField, Labeled, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import { DateText } from '@/components/date-text';
import { useT } from '@/i18n/text';
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
  const t = useT();
  return (
    <Show actions={<Actions />} title={t('admin.inquiries.show.title')}>
      <SimpleShowLayout>
        {/* The sender's own words and name: in their direction. A phone alone reads left to right. */}
        <TextField source="Subject" label={t('admin.inquiries.list.subject')} dir="auto" />
        <TextField source="Name" label={t('admin.inquiries.show.name')} dir="auto" />
        <EmailField source="Email" label={t('admin.inquiries.show.email')} />
        <TextField
          source="Phone"
          label={t('admin.inquiries.show.phone')}
          emptyText={t('admin.inquiries.show.noPhone')}
          dir="auto"
        />
        <DateText source="CreatedAt" label={t('admin.inquiries.list.received')} showTime />
        <Labeled label={t('admin.inquiries.list.status')}>
          <InquiryStatusSelect />
        </Labeled>
        <InquiryMessage />
      </SimpleShowLayout>
    </Show>
  );
}
