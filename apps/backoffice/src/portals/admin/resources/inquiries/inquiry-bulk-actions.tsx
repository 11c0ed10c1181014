import { BulkDeleteButton } from 'react-admin';
import { useT, type MessageId } from '@/i18n/text';
import { InquiryBulkStatusButton } from '@/portals/admin/components/inquiry-status/inquiry-bulk-status-button';

export function InquiryBulkActions() {
  const t = useT();
  return (
    <>
      <InquiryBulkStatusButton />
      <BulkDeleteButton
        mutationMode="pessimistic"
        confirmTitle={t('admin.inquiries.bulk.deleteTitle')}
        confirmContent={t('admin.inquiries.bulk.deleteContent')}
        // react-admin translates it itself, with a default of its own for a text it does not know: an id.
        successMessage={'admin.inquiries.bulk.deleted' satisfies MessageId}
      />
    </>
  );
}
