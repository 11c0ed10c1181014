import { DeleteButton, useNotify, useRecordContext, useRedirect } from 'react-admin';
import { useT } from '@/i18n/text';
import { useIsolate } from '@/i18n/use-isolate';
import type { ListingRecord } from '@/portals/provider/data-provider/listings-resource';

/**
 * Delete with a confirmation saying what DELETE /api/service-items/{id} does; the notification
 * repeats the API's answer (deleted or discontinued), which react-admin's translator reads in the
 * language on screen.
 */
export function ListingDeleteButton({ toList = false }: { toList?: boolean }) {
  const t = useT();
  const isolate = useIsolate();
  const record = useRecordContext<ListingRecord>();
  const notify = useNotify();
  const redirect = useRedirect();
  if (!record) return null;
  const name = record.Name;
  return (
    <DeleteButton
      mutationMode="pessimistic"
      redirect={false}
      label={t('ra.action.delete')}
      aria-label={t('provider.listings.delete.label', { name: isolate.auto(name) })}
      confirmTitle={t('provider.listings.delete.confirmTitle', { name })}
      confirmContent={t('provider.listings.delete.confirmContent')}
      mutationOptions={{
        onSuccess: (data) => {
          notify(typeof data?.Message === 'string' ? data.Message : t('provider.listings.delete.done'), {
            type: 'info',
          });
          if (toList) redirect('list', 'listings');
        },
      }}
      onClick={(event) => event.stopPropagation()}
    />
  );
}
