import { yupResolver } from '@hookform/resolvers/yup';
import { ADMIN_USER_MESSAGES, inviteAdminFormSchema } from '@marketplace/contract';
import { Create, SimpleForm, TextInput, useNotify, useRedirect } from 'react-admin';
import type { AdminUserRecord } from '@/portals/admin/data-provider/admins-resource';

/**
 * Invites an admin: the API creates the account without a usable password and mails a link to
 * choose one. The role is always admin (super admins are never made through the API).
 */
export default function AdminCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      title="Invite an admin"
      record={{ Email: '', FirstName: '', LastName: '' }}
      mutationOptions={{
        onSuccess: (admin: AdminUserRecord) => {
          notify(ADMIN_USER_MESSAGES.invited(admin.Email), { type: 'success' });
          redirect('list', 'admins');
        },
      }}
    >
      <SimpleForm resolver={yupResolver(inviteAdminFormSchema)} sx={{ maxWidth: 640 }}>
        <TextInput source="Email" label="E-mail" type="email" fullWidth />
        <TextInput source="FirstName" label="First name" fullWidth />
        <TextInput source="LastName" label="Last name" fullWidth />
      </SimpleForm>
    </Create>
  );
}
