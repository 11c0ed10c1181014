import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import { lazy } from 'react';
import type { MessageId } from '@/i18n/text';
import type { CustomerRecord } from '@/portals/admin/data-provider/customers-resource';

// Customers (admins): a server-paged MUI X grid (phones: a simple list), details with order
// figures and spend, verified on/off (IsActive means "e-mail verified", spec section 3) and soft
// delete. The grid loads with the list's chunk only.

export const customers = {
  list: lazy(() => import('./customer-list')),
  show: lazy(() => import('./customer-show')),
  icon: PeopleOutlined,
  recordRepresentation: (record: CustomerRecord) => `${record.FirstName} ${record.LastName}`.trim(),
  options: { label: 'admin.customers.resource' satisfies MessageId },
};
