import { formatDateTime } from '@/components/dates';
import type { EarningRecord } from '@/portals/provider/data-provider/earnings-resource';

/** One CSV row of the earnings ledger: the columns the screen shows, amounts in BHD with 3 decimals. */
export function earningCsvRow(record: EarningRecord) {
  const bhd = (value: number) => value.toFixed(3);
  return {
    Date: formatDateTime(record.CreatedAt),
    'Order #': record.OrderNumber,
    Item: record.ItemName,
    'Gross (BHD)': bhd(record.Amount),
    'Commission (BHD)': bhd(record.Fees),
    'Commission rate (%)': String(record.CommissionRate),
    'Net (BHD)': bhd(record.NetAmount),
    State: record.Status,
    Reference: record.ReferenceNumber,
  };
}
