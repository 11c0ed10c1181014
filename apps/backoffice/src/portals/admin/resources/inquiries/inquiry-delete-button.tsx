import { DeleteButton, useRecordContext, type RedirectionSideEffect } from 'react-admin';

/** Deleting is for good: a confirmation dialog first (focus on its buttons), then one DELETE call. */
export function InquiryDeleteButton({ redirect = false }: { redirect?: RedirectionSideEffect }) {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <DeleteButton
      mutationMode="pessimistic"
      redirect={redirect}
      label="Delete"
      aria-label={`Delete inquiry “${String(record.Subject)}” from ${String(record.Name)}`}
      confirmTitle="Delete this inquiry?"
      confirmContent={`The inquiry “${String(record.Subject)}” from ${String(record.Name)} is deleted for good.`}
      successMessage="Inquiry deleted."
      onClick={(event) => event.stopPropagation()}
    />
  );
}
