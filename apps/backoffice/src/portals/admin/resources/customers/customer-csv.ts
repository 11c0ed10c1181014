import type { CsvRowOf } from '@/components/use-rows-exporter';
import type { CustomerRecord } from '@/portals/admin/data-provider/customers-resource';

/** A customer in the list's CSV export: headers in the language on screen, values as the API gives them. */
export const customerCsvRow: CsvRowOf<CustomerRecord> = (record, t) => ({
  [t('admin.customers.csv.id')]: record.UserId,
  [t('admin.customers.csv.firstName')]: record.FirstName,
  [t('admin.customers.csv.lastName')]: record.LastName,
  [t('admin.customers.csv.email')]: record.Email,
  [t('admin.customers.csv.phone')]: record.PhoneNumber,
  [t('admin.customers.csv.address')]: record.Address,
  [t('admin.customers.csv.active')]: record.IsActive,
  [t('admin.customers.csv.deleted')]: record.IsDeleted,
  [t('admin.customers.csv.created')]: record.CreatedAt,
});
