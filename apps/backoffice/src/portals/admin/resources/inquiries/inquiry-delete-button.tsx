import { DeleteButton, useRecordContext, type RedirectionSideEffect } from 'react-admin';
import type { InquiryRecord } from '@/portals/admin/data-provider/inquiries-resource';

/** Deleting is for good: a confirmation dialog first (focus on its buttons), then one DELETE call. */
export function InquiryDeleteButton({ redirect = false }: { redirect?: RedirectionSideEffect }) {
  const record = useRecordContext<InquiryRecord>();
  if (!record) return null;
  return (
    <DeleteButton
      mutationMode="pessimistic"
      redirect={redirect}
      label="Delete"
      aria-label={`Delete inquiry “${record.Subject}” from ${record.Name}`}
      confirmTitle="Delete this inquiry?"
      confirmContent={`The inquiry “${record.Subject}” from ${record.Name} is deleted for good.`}
      successMessage="Inquiry deleted."
      onClick={(event) => event.stopPropagation()}
    />
  );
}
