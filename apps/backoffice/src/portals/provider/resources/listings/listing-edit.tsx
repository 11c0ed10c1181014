import { Edit, useNotify, useRedirect } from 'react-admin';
import { ListingForm } from './listing-form';

export default function ListingEdit() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit
      resource="listings"
      title="Edit listing"
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess: () => {
          notify('Listing saved.', { type: 'info' });
          redirect('list', 'listings');
        },
      }}
    >
      <ListingForm editing />
    </Edit>
  );
}
