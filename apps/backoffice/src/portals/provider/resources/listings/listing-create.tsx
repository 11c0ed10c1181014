import { Create, useNotify, useRedirect } from 'react-admin';
import { useT } from '@/i18n/text';
import { PublishBlockBanner } from './listing-list-actions';
import { ListingForm } from './listing-form';
import { usePublishBlock } from './use-publish-block';

/** A new listing; while the business is not active the form is replaced by the reason. */
export default function ListingCreate() {
  const t = useT();
  const block = usePublishBlock();
  const notify = useNotify();
  const redirect = useRedirect();
  if (block.reason) return <PublishBlockBanner block={block} />;
  return (
    <Create
      resource="listings"
      title={t('provider.listings.create.title')}
      mutationOptions={{
        onSuccess: () => {
          notify(t('provider.listings.create.done'), { type: 'info' });
          redirect('list', 'listings');
        },
      }}
    >
      <ListingForm />
    </Create>
  );
}
