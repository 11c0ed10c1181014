import Button from '@mui/material/Button';
import { useState } from 'react';
import { Confirm, useListContext, useNotify, useRefresh, useUpdateMany } from 'react-admin';
import type { ProviderAvailability } from './listing-labels';

const plural = (count: number) => (count === 1 ? '1 listing' : `${count} listings`);

/**
 * Make available / Make unavailable for the selected listings, after a confirmation naming how
 * many. One PUT per listing (the API has no bulk call): the first refusal stops the rest.
 * Discontinued listings cannot be selected (the list's isRowSelectable), so none is revived here.
 */
export function ListingBulkAvailability() {
  const { selectedIds, onUnselectItems } = useListContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const [updateMany, { isPending }] = useUpdateMany();
  const [chosen, setChosen] = useState<ProviderAvailability | null>(null);
  const word = chosen === 'available' ? 'available' : 'unavailable';
  const apply = () => {
    if (!chosen) return;
    updateMany(
      'listings',
      { ids: selectedIds, data: { Availability: chosen } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(`${plural(selectedIds.length)} made ${word}.`, { type: 'info' });
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
        Make available
      </Button>
      <Button size="small" onClick={() => setChosen('unavailable')}>
        Make unavailable
      </Button>
      <Confirm
        isOpen={chosen !== null}
        loading={isPending}
        title={`Make ${plural(selectedIds.length)} ${word}?`}
        content={
          chosen === 'available'
            ? 'Customers can find and request them again (while your business is active).'
            : 'Customers no longer see them; orders already placed are not affected.'
        }
        confirm={`Make ${word}`}
        onConfirm={apply}
        onClose={() => setChosen(null)}
      />
    </>
  );
}
