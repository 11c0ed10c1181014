import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import UnpublishedOutlined from '@mui/icons-material/UnpublishedOutlined';
import { Button, useNotify, useRecordContext, useRefresh, useUpdate } from 'react-admin';
import { useT } from '@/i18n/text';
import type { CustomerRecord } from '@/portals/admin/data-provider/customers-resource';

/**
 * Activate or deactivate a customer. For customers IsActive means "e-mail verified" (spec
 * section 3): an unverified customer cannot edit their profile. The API refuses (409) a change on a
 * deleted customer, so the button is not offered there.
 */
export function CustomerVerifiedButton() {
  const record = useRecordContext<CustomerRecord>();
  const notify = useNotify();
  const refresh = useRefresh();
  const t = useT();
  const [update, { isPending }] = useUpdate();
  if (!record || record.IsDeleted) return null;
  const verified = record.IsActive;
  const toggle = () =>
    update(
      'customers',
      { id: record.id, data: { IsActive: !verified }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(t(verified ? 'admin.customers.verify.deactivated' : 'admin.customers.verify.activated'), {
            type: 'info',
          });
          refresh();
        },
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );
  return (
    <Button
      label={t(verified ? 'admin.customers.verify.deactivate' : 'admin.customers.verify.activate')}
      onClick={toggle}
      disabled={isPending}
    >
      {verified ? <UnpublishedOutlined /> : <VerifiedOutlined />}
    </Button>
  );
}
