import type { CsvRowOf } from '@/components/use-rows-exporter';
import type { AdminOrderRecord } from '@/portals/admin/data-provider/orders-resource';

/** An order in the list's CSV export: headers in the language on screen, values as the API gives them. */
export const orderCsvRow: CsvRowOf<AdminOrderRecord> = (record, t) => ({
  [t('admin.orders.csv.id')]: record.OrderId,
  [t('admin.orders.csv.placed')]: record.CreatedAt,
  [t('admin.orders.csv.status')]: record.Status,
  [t('admin.orders.csv.customer')]: record.CustomerName,
  [t('admin.orders.csv.customerEmail')]: record.CustomerEmail,
  [t('admin.orders.csv.providers')]: record.ProviderNames.join('; '),
  [t('admin.orders.csv.items')]: record.ItemCount,
  [t('admin.orders.csv.total')]: record.TotalPrice.toFixed(3),
  [t('admin.orders.csv.payment')]: record.PaymentType,
  [t('admin.orders.csv.paid')]: record.PaidAt,
  [t('admin.orders.csv.cancelled')]: record.CancelledAt,
});
