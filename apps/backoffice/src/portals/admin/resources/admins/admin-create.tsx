import { yupResolver } from '@hookform/resolvers/yup';
import { ADMIN_USER_MESSAGES, inviteAdminFormSchema } from '@marketplace/contract';
import { Create, SimpleForm, TextInput, useNotify, useRedirect } from 'react-admin';
import { useT } from '@/i18n/text';
import type { AdminUserRecord } from '@/portals/admin/data-provider/admins-resource';

/** An e-mail address is typed and read left to right, in Arabic too. */
const EMAIL_INPUT = { htmlInput: { dir: 'ltr' } } as const;

/**
 * Invites an admin: the API creates the account without a usable password and mails a link to
 * choose one. The role is always admin (super admins are never made through the API).
 */
export default function AdminCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  const t = useT();
  return (
    <Create
      title={t('admin.admins.create.title')}
      record={{ Email: '', FirstName: '', LastName: '' }}
      mutationOptions={{
        onSuccess: (admin: AdminUserRecord) => {
          // The contract's text: react-admin's translator gives its Arabic.
          notify(ADMIN_USER_MESSAGES.invited(admin.Email), { type: 'success' });
          redirect('list', 'admins');
        },
      }}
    >
      <SimpleForm resolver={yupResolver(inviteAdminFormSchema)} sx={{ maxWidth: 640 }}>
        <TextInput
          source="Email"
          label={t('admin.admins.create.email')}
          type="email"
          fullWidth
          slotProps={EMAIL_INPUT}
        />
        <TextInput source="FirstName" label={t('admin.admins.create.firstName')} fullWidth />
        <TextInput source="LastName" label={t('admin.admins.create.lastName')} fullWidth />
      </SimpleForm>
    </Create>
  );
}
