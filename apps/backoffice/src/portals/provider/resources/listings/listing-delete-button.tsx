import { DeleteButton, useNotify, useRecordContext, useRedirect } from 'react-admin';
import type { ListingRecord } from '@/portals/provider/data-provider/listings-resource';

/** What DELETE /api/service-items/{id} does, said before the provider confirms. */
export const DELETE_CONFIRM_CONTENT =
  'A listing that has been ordered is not deleted: it is marked discontinued instead, hidden from customers and kept for the order history. A listing nobody ordered is deleted for good.';

/** Delete with a confirmation; the notification repeats the API's answer (deleted or discontinued). */
export function ListingDeleteButton({ toList = false }: { toList?: boolean }) {
  const record = useRecordContext<ListingRecord>();
  const notify = useNotify();
  const redirect = useRedirect();
  if (!record) return null;
  const name = record.Name;
  return (
    <DeleteButton
      mutationMode="pessimistic"
      redirect={false}
      label="Delete"
      aria-label={`Delete listing “${name}”`}
      confirmTitle={`Delete “${name}”?`}
      confirmContent={DELETE_CONFIRM_CONTENT}
      mutationOptions={{
        onSuccess: (data) => {
          notify(typeof data?.Message === 'string' ? data.Message : 'Listing deleted.', { type: 'info' });
          if (toList) redirect('list', 'listings');
        },
      }}
      onClick={(event) => event.stopPropagation()}
    />
  );
}
