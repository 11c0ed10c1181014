import DeleteForeverOutlined from '@mui/icons-material/DeleteForeverOutlined';
import { useState } from 'react';
import { Button, Confirm, useDelete, useNotify, useRecordContext, useRedirect } from 'react-admin';
import { useT } from '@/i18n/text';
import { useIsolate } from '@/i18n/use-isolate';
import type { ProviderRecord } from '@/portals/admin/data-provider/providers-resource';

/**
 * Deletes a business's account (issue 38, DELETE /api/Provider/{id}): a soft delete as for
 * customers (its sessions end, it cannot sign in, its page and listings leave the catalog; its
 * documents are kept for the retention period). The API refuses an active business or one with
 * requests in progress and says why: the refusal is shown as it said it. Asked for once more first.
 */
export function ProviderDeleteButton() {
  const record = useRecordContext<ProviderRecord>();
  const notify = useNotify();
  const redirect = useRedirect();
  const t = useT();
  const isolate = useIsolate();
  const [open, setOpen] = useState(false);
  const [remove, { isPending }] = useDelete();
  if (!record) return null;
  const named = { name: isolate.auto(record.BusinessName) };
  const confirm = () =>
    remove(
      'providers',
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify(t('verification.admin.delete.done', named), { type: 'info' });
          redirect('list', 'providers');
        },
        onError: (error) => {
          setOpen(false);
          notify((error as Error).message, { type: 'error' });
        },
      },
    );
  return (
    <>
      <Button label={t('verification.admin.delete.button')} color="error" onClick={() => setOpen(true)}>
        <DeleteForeverOutlined />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={t('verification.admin.delete.title', named)}
        content={t('verification.admin.delete.content')}
        confirm={t('verification.admin.delete.button')}
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
