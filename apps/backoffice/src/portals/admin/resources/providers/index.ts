import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import { lazy } from 'react';
import type { MessageId } from '@/i18n/text';
import type { ProviderRecord } from '@/portals/admin/data-provider/providers-resource';

// Providers (admins): tabs by account state with counts, search, category and location filters;
// details with the business, the user's contact and stats; approve, reject with a reason,
// deactivate and reactivate (only the changes the API allows; each is audited and mailed).

export const providers = {
  list: lazy(() => import('./provider-list')),
  show: lazy(() => import('./provider-show')),
  icon: StorefrontOutlined,
  recordRepresentation: (record: ProviderRecord) => record.BusinessName,
  options: { label: 'admin.providers.resource' satisfies MessageId },
};
