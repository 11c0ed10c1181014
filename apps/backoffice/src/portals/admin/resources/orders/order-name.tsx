import { orderNumberForList } from '@marketplace/contract';
import { useRecordContext } from 'react-admin';
import { useT } from '@/i18n/text';
import { useIsolate } from '@/i18n/use-isolate';

/**
 * "Order #5F3E2A1B" in the language on screen: the order's name in titles and references (the
 * resource's recordRepresentation, rendered by react-admin inside the record's context).
 */
export function OrderName() {
  const t = useT();
  const record = useRecordContext();
  const isolate = useIsolate();
  return record ? <>{t('admin.orders.name', { number: isolate.ltr(orderNumberForList(String(record.id))) })}</> : null;
}
