import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import { lazy } from 'react';
import type { MessageId } from '@/i18n/text';
import type { CategoryRecord } from '@/portals/admin/data-provider/categories-resource';

// Categories (admins): list with the enable toggle, create and edit with an image. Disabling a
// category hides its listings from the storefront (the API's rule).

export const categories = {
  list: lazy(() => import('./category-list')),
  create: lazy(() => import('./category-create')),
  edit: lazy(() => import('./category-edit')),
  icon: CategoryOutlined,
  recordRepresentation: (record: CategoryRecord) => record.CategoryName,
  options: { label: 'admin.categories.resource' satisfies MessageId },
};
