import Button from '@mui/material/Button';
import { useState } from 'react';
import { Confirm, useGetIdentity, useNotify, useRecordContext, useUpdate } from 'react-admin';
import { useT } from '@/i18n/text';
import type { AdminUserRecord } from '@/portals/admin/data-provider/admins-resource';

/**
 * Disables an active or invited admin (their sessions end and they cannot sign in) or enables a
 * disabled one, after a confirmation. Not offered where the API refuses: on one's own account and
 * on a super admin.
 */
export function AdminStatusButton() {
  const record = useRecordContext<AdminUserRecord>();
  const { identity } = useGetIdentity();
  const notify = useNotify();
  const t = useT();
  const [update, { isPending }] = useUpdate();
  const [open, setOpen] = useState(false);
  if (!record || !identity || record.Role !== 'admin' || record.id === String(identity.id)) return null;
  const active = record.IsActive;
  const named = { name: `${record.FirstName} ${record.LastName}` };
  const verb = t(active ? 'admin.admins.status.disable' : 'admin.admins.status.enable');
  const apply = () =>
    update(
      'admins',
      { id: record.id, data: { IsActive: !active }, previousData: record },
      {
        onSuccess: () =>
          notify(t(active ? 'admin.admins.status.disabled' : 'admin.admins.status.enabled', named), { type: 'info' }),
        onError: (error) => notify((error as Error).message, { type: 'error' }),
        onSettled: () => setOpen(false),
      },
    );
  return (
    <>
      <Button
        size="small"
        color={active ? 'error' : 'primary'}
        aria-label={t(active ? 'admin.admins.status.disableNamed' : 'admin.admins.status.enableNamed', named)}
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        {verb}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={t(active ? 'admin.admins.status.disableTitle' : 'admin.admins.status.enableTitle', named)}
        content={t(active ? 'admin.admins.status.disableContent' : 'admin.admins.status.enableContent')}
        confirm={verb}
        confirmColor={active ? 'warning' : 'primary'}
        onConfirm={apply}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
