import Button from '@mui/material/Button';
import { useState } from 'react';
import { Confirm, useListContext, useNotify, useRefresh, useUpdateMany } from 'react-admin';
import { useT } from '@/i18n/text';
import type { ProviderAvailability } from './listing-labels';

/**
 * Make available / Make unavailable for the selected listings, after a confirmation naming how
 * many. One PUT per listing (the API has no bulk call): the first refusal stops the rest.
 * Discontinued listings cannot be selected (the list's isRowSelectable), so none is revived here.
 */
export function ListingBulkAvailability() {
  const t = useT();
  const { selectedIds, onUnselectItems } = useListContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const [updateMany, { isPending }] = useUpdateMany();
  const [chosen, setChosen] = useState<ProviderAvailability | null>(null);
  const count = selectedIds.length;
  const available = chosen === 'available';
  const apply = () => {
    if (!chosen) return;
    const done = t(available ? 'provider.listings.bulk.madeAvailable' : 'provider.listings.bulk.madeUnavailable', {
      count,
    });
    updateMany(
      'listings',
      { ids: selectedIds, data: { Availability: chosen } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(done, { type: 'info' });
          onUnselectItems();
          refresh();
        },
        onError: (error) => notify((error as Error).message, { type: 'error' }),
        onSettled: () => setChosen(null),
      },
    );
  };
  return (
    <>
      <Button size="small" onClick={() => setChosen('available')}>
        {t('provider.listings.bulk.makeAvailable')}
      </Button>
      <Button size="small" onClick={() => setChosen('unavailable')}>
        {t('provider.listings.bulk.makeUnavailable')}
      </Button>
      <Confirm
        isOpen={chosen !== null}
        loading={isPending}
        title={t(
          available ? 'provider.listings.bulk.makeAvailableTitle' : 'provider.listings.bulk.makeUnavailableTitle',
          { count },
        )}
        content={t(
          available ? 'provider.listings.bulk.makeAvailableContent' : 'provider.listings.bulk.makeUnavailableContent',
        )}
        confirm={t(available ? 'provider.listings.bulk.makeAvailable' : 'provider.listings.bulk.makeUnavailable')}
        onConfirm={apply}
        onClose={() => setChosen(null)}
      />
    </>
  );
}
