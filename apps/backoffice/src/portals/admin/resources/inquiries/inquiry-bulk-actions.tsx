import { BulkDeleteButton } from 'react-admin';
import { InquiryBulkStatusButton } from '@/portals/admin/components/inquiry-status/inquiry-bulk-status-button';

export function InquiryBulkActions() {
  return (
    <>
      <InquiryBulkStatusButton />
      <BulkDeleteButton
        mutationMode="pessimistic"
        confirmTitle="Delete the selected inquiries?"
        confirmContent="They are deleted for good."
        successMessage="Inquiries deleted."
      />
    </>
  );
}
