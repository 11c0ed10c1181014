import { useRecordContext } from 'react-admin';
import { useFormat } from '@/i18n/text';
import type { PayoutRecord } from '@/portals/admin/data-provider/payouts-resource';

/**
 * "Cool Breeze AC 12.500 BHD": a payout named by its provider and amount (the resource's
 * recordRepresentation, rendered by react-admin inside the record's context).
 */
export function PayoutName() {
  const format = useFormat();
  const record = useRecordContext<PayoutRecord>();
  if (!record) return null;
  return (
    <>
      <bdi>{record.BusinessName}</bdi> {format.money(record.Amount)}
    </>
  );
}
