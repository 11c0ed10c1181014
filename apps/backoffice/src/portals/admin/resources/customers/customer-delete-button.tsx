import PersonOffOutlined from '@mui/icons-material/PersonOffOutlined';
import { useState } from 'react';
import { Button, Confirm, useDelete, useNotify, useRecordContext, useRedirect } from 'react-admin';
import { useT } from '@/i18n/text';
import type { CustomerRecord } from '@/portals/admin/data-provider/customers-resource';
import { fullName } from './customer-texts';

/**
 * Soft delete: the customer's data stays, but their open session is refused at its next request
 * and they can no longer sign in. Asked for once more in a dialog that says so.
 */
export function CustomerDeleteButton() {
  const record = useRecordContext<CustomerRecord>();
  const notify = useNotify();
  const redirect = useRedirect();
  const t = useT();
  const [open, setOpen] = useState(false);
  const [remove, { isPending }] = useDelete();
  if (!record || record.IsDeleted) return null;
  const named = { name: fullName(record) };
  const confirm = () =>
    remove(
      'customers',
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify(t('admin.customers.delete.done', named), { type: 'info' });
          redirect('list', 'customers');
        },
        onError: (error) => {
          setOpen(false);
          notify((error as Error).message, { type: 'error' });
        },
      },
    );
  return (
    <>
      <Button label={t('admin.customers.delete.button')} color="error" onClick={() => setOpen(true)}>
        <PersonOffOutlined />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={t('admin.customers.delete.title', named)}
        content={t('admin.customers.delete.content')}
        confirm={t('admin.customers.delete.button')}
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
