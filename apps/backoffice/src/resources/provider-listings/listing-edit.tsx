import { Edit } from 'react-admin';
import { ListingForm } from './listing-form';

export default function ListingEdit() {
  return (
    <Edit resource="listings" title="Edit listing" mutationMode="pessimistic" redirect="list">
      <ListingForm editing />
    </Edit>
  );
}
