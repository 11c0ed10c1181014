import type { CsvRowOf } from '@/components/use-rows-exporter';
import type { PayoutRecord } from '@/portals/admin/data-provider/payouts-resource';

/** A payout request in the list's CSV export: headers in the language on screen, values as the API gives them. */
export const payoutCsvRow: CsvRowOf<PayoutRecord> = (record, t) => ({
  [t('admin.payouts.csv.id')]: record.PayoutId,
  [t('admin.payouts.csv.requested')]: record.CreatedAt,
  [t('admin.payouts.csv.provider')]: record.BusinessName,
  [t('admin.payouts.csv.providerId')]: record.ProviderId,
  [t('admin.payouts.csv.amount')]: record.Amount.toFixed(3),
  [t('admin.payouts.csv.status')]: record.Status,
  [t('admin.payouts.csv.reference')]: record.ReferenceNumber,
  [t('admin.payouts.csv.description')]: record.Description,
  [t('admin.payouts.csv.updated')]: record.ModifiedAt,
});
