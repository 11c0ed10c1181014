import Button from '@mui/material/Button';
import { useState } from 'react';
import { Confirm, useGetIdentity, useNotify, useRecordContext, useUpdate } from 'react-admin';
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
  const [update, { isPending }] = useUpdate();
  const [open, setOpen] = useState(false);
  if (!record || !identity || record.Role !== 'admin' || record.id === String(identity.id)) return null;
  const active = record.IsActive;
  const name = `${record.FirstName} ${record.LastName}`;
  const verb = active ? 'Disable' : 'Enable';
  const apply = () =>
    update(
      'admins',
      { id: record.id, data: { IsActive: !active }, previousData: record },
      {
        onSuccess: () => notify(active ? `${name} is disabled.` : `${name} is enabled.`, { type: 'info' }),
        onError: (error) => notify((error as Error).message, { type: 'error' }),
        onSettled: () => setOpen(false),
      },
    );
  return (
    <>
      <Button
        size="small"
        color={active ? 'error' : 'primary'}
        aria-label={`${verb} ${name}`}
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
        title={`${verb} ${name}?`}
        content={
          active
            ? 'They are signed out everywhere and cannot sign in until an admin enables the account again.'
            : 'They can sign in to the admin area again.'
        }
        confirm={verb}
        confirmColor={active ? 'warning' : 'primary'}
        onConfirm={apply}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
