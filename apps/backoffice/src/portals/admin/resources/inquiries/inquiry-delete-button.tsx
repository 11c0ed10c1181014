import { DeleteButton, useRecordContext, type RedirectionSideEffect } from 'react-admin';
import { useT, type MessageId } from '@/i18n/text';
import type { InquiryRecord } from '@/portals/admin/data-provider/inquiries-resource';

/** Deleting is for good: a confirmation dialog first (focus on its buttons), then one DELETE call. */
export function InquiryDeleteButton({ redirect = false }: { redirect?: RedirectionSideEffect }) {
  const record = useRecordContext<InquiryRecord>();
  const t = useT();
  if (!record) return null;
  const named = { subject: record.Subject, name: record.Name };
  return (
    <DeleteButton
      mutationMode="pessimistic"
      redirect={redirect}
      label={t('admin.inquiries.delete.button')}
      aria-label={t('admin.inquiries.delete.label', named)}
      confirmTitle={t('admin.inquiries.delete.title')}
      confirmContent={t('admin.inquiries.delete.content', named)}
      // react-admin translates it itself, with a default of its own for a text it does not know: an id.
      successMessage={'admin.inquiries.delete.done' satisfies MessageId}
      onClick={(event) => event.stopPropagation()}
    />
  );
}
