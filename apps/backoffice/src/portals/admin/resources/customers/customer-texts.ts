import { formatDate } from '@/components/dates';
import type { CustomerRecord } from '@/portals/admin/data-provider/customers-resource';

// Words the customer screens share (the list, the grid, the phone list and the show page).

export const fullName = (record: CustomerRecord) => `${record.FirstName} ${record.LastName}`.trim() || record.Email;

/** IsActive means "e-mail verified" for customers (spec section 3). */
export const verifiedText = (record: CustomerRecord) => (record.IsActive ? 'Verified' : 'Not verified');

export const joinedText = formatDate;

export const yesNo = [
  { id: true, name: 'Yes' },
  { id: false, name: 'No' },
];

/**
 * Grid columns the API can sort by (GET /api/customer `sort=createdAt|name|email:asc|desc`; the
 * data provider's list-sorts.ts maps each to the API's name). Phone, verified and deleted do not.
 */
export const SORTABLE_COLUMNS: ReadonlySet<string> = new Set(['FullName', 'Email', 'CreatedAt']);
