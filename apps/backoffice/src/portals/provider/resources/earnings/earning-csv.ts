import type { Translate } from '@/i18n/text';
import type { EarningRecord } from '@/portals/provider/data-provider/earnings-resource';

/**
 * One CSV row of the earnings ledger: the columns the screen shows, headed in the language on
 * screen (`t`); the values as a spreadsheet reads them: the API's ISO date-time, amounts in BHD with
 * 3 decimals ("12.500"), the state as the API names it.
 */
export function earningCsvRow(record: EarningRecord, t: Translate) {
  const bhd = (value: number) => value.toFixed(3);
  return {
    [t('provider.earnings.csv.date')]: record.CreatedAt,
    [t('provider.earnings.csv.order')]: record.OrderNumber,
    [t('provider.earnings.csv.item')]: record.ItemName,
    [t('provider.earnings.csv.gross')]: bhd(record.Amount),
    [t('provider.earnings.csv.commission')]: bhd(record.Fees),
    [t('provider.earnings.csv.rate')]: String(record.CommissionRate),
    [t('provider.earnings.csv.net')]: bhd(record.NetAmount),
    [t('provider.earnings.csv.state')]: record.Status,
    [t('provider.earnings.csv.reference')]: record.ReferenceNumber,
  };
}
