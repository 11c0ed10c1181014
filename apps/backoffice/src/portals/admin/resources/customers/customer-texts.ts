import type { Translate } from '@/i18n/text';
import type { CustomerRecord } from '@/portals/admin/data-provider/customers-resource';

// Words the customer screens share (the list, the grid, the phone list and the show page), in the
// language on screen: each takes the screen's `t`.

export const fullName = (record: CustomerRecord) => `${record.FirstName} ${record.LastName}`.trim() || record.Email;

/** IsActive means "e-mail verified" for customers (spec section 3). */
export const verifiedText = (record: CustomerRecord, t: Translate) =>
  t(record.IsActive ? 'admin.customers.verified' : 'admin.customers.notVerified');

export const yesNoChoices = (t: Translate) => [
  { id: true, name: t('admin.customers.yes') },
  { id: false, name: t('admin.customers.no') },
];

/**
 * Grid columns the API can sort by (GET /api/customer `sort=createdAt|name|email:asc|desc`; the
 * data provider's list-sorts.ts maps each to the API's name). Phone, verified and deleted do not.
 */
export const SORTABLE_COLUMNS: ReadonlySet<string> = new Set(['FullName', 'Email', 'CreatedAt']);
