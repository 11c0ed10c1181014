import { Edit, useNotify, useRedirect } from 'react-admin';
import { useT } from '@/i18n/text';
import { ListingForm } from './listing-form';

export default function ListingEdit() {
  const t = useT();
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit
      resource="listings"
      title={t('provider.listings.edit.title')}
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess: () => {
          notify(t('provider.listings.edit.done'), { type: 'info' });
          redirect('list', 'listings');
        },
      }}
    >
      <ListingForm editing />
    </Edit>
  );
}
