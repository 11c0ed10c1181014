import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import { lazy } from 'react';
import type { MessageId } from '@/i18n/text';
import type { AdminUserRecord } from '@/portals/admin/data-provider/admins-resource';

// Admins (super admins only: src/access-control.ts hides the menu entry and refuses the routes for
// plain admins, and the API refuses them too): the team, invitations by e-mail, disable/enable.

export const admins = {
  list: lazy(() => import('./admin-list')),
  create: lazy(() => import('./admin-create')),
  icon: AdminPanelSettingsOutlined,
  recordRepresentation: (record: AdminUserRecord) => `${record.FirstName} ${record.LastName}`.trim(),
  options: { label: 'admin.admins.resource' satisfies MessageId },
};
