import type { CsvRowOf } from '@/components/use-rows-exporter';
import type { ProviderRecord } from '@/portals/admin/data-provider/providers-resource';

/** A provider in the list's CSV export: headers in the language on screen, values as the API gives them. */
export const providerCsvRow: CsvRowOf<ProviderRecord> = (record, t) => ({
  [t('admin.providers.csv.id')]: record.ProviderId,
  [t('admin.providers.csv.business')]: record.BusinessName,
  [t('admin.providers.csv.businessAr')]: record.BusinessNameAr,
  [t('admin.providers.csv.contact')]: record.ContactName,
  [t('admin.providers.csv.phone')]: record.UserDetails.PhoneNumber,
  [t('admin.providers.csv.location')]: record.PrimaryLocation,
  [t('admin.providers.csv.website')]: record.Website,
  [t('admin.providers.csv.state')]: record.AccState,
  [t('verification.admin.providers.csvBusinessType')]: record.BusinessType,
  [t('verification.admin.providers.csvVerification')]: record.Verification,
  [t('admin.providers.csv.reason')]: record.StateReason,
  [t('admin.providers.csv.complete')]: record.IsCompleted,
  [t('admin.providers.csv.joined')]: record.CreatedAt,
});
