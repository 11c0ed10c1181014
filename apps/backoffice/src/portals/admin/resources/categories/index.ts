import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import { lazy } from 'react';
import type { RaRecord } from 'react-admin';

// Categories (admins): list with the enable toggle, create and edit with an image. Disabling a
// category hides its listings from the storefront (the API's rule).

export const categories = {
  list: lazy(() => import('./category-list')),
  create: lazy(() => import('./category-create')),
  edit: lazy(() => import('./category-edit')),
  icon: CategoryOutlined,
  recordRepresentation: (record: RaRecord) => String(record.CategoryName ?? ''),
  options: { label: 'Categories' },
};
