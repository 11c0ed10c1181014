import type { RaRecord } from 'react-admin';
import { formatDateTime } from '@/components/dates';

/** One CSV row of the earnings ledger: the columns the screen shows, amounts in BHD with 3 decimals. */
export function earningCsvRow(record: RaRecord) {
  const bhd = (value: unknown) => Number(value ?? 0).toFixed(3);
  return {
    Date: formatDateTime(record.CreatedAt),
    'Order #': String(record.OrderNumber ?? ''),
    Item: String(record.ItemName ?? ''),
    'Gross (BHD)': bhd(record.Amount),
    'Commission (BHD)': bhd(record.Fees),
    'Commission rate (%)': String(record.CommissionRate ?? ''),
    'Net (BHD)': bhd(record.NetAmount),
    State: String(record.Status ?? ''),
    Reference: String(record.ReferenceNumber ?? ''),
  };
}
