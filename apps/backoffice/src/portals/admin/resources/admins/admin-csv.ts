import type { CsvRowOf } from '@/components/use-rows-exporter';
import type { AdminUserRecord } from '@/portals/admin/data-provider/admins-resource';

/** An admin in the list's CSV export: headers in the language on screen, values as the API gives them. */
export const adminCsvRow: CsvRowOf<AdminUserRecord> = (record, t) => ({
  [t('admin.admins.csv.id')]: record.UserId,
  [t('admin.admins.csv.firstName')]: record.FirstName,
  [t('admin.admins.csv.lastName')]: record.LastName,
  [t('admin.admins.csv.email')]: record.Email,
  [t('admin.admins.csv.role')]: record.Role,
  [t('admin.admins.csv.status')]: record.Status,
  [t('admin.admins.csv.lastLogin')]: record.LastLoginAt,
  [t('admin.admins.csv.created')]: record.CreatedAt,
});
