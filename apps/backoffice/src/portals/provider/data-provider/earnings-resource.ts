import type { Api } from '@marketplace/client';
import { orderNumberForList } from '@marketplace/contract';
import type { ResourceHandlers } from '@/data-provider/resource-handlers';
import type { CurrentProviderSource } from './current-provider';
import { ledgerList, type LedgerRecord } from './provider-ledger';

// earnings (providers): the earnings ledger, one row per completed item: Amount is the gross (the
// item's price), Fees the platform's commission, NetAmount what the provider keeps. Filters:
// from/to (whole Bahrain days). Read-only: earnings are booked by the API when an item completes.

export interface EarningRecord extends LedgerRecord {
  /** The order's number as lists show it (8 characters), '' without an order. */
  OrderNumber: string;
  /** The item's name, read from the API's description "Earning for <item> (order #<number>)". */
  ItemName: string;
}

const ITEM = /^Earning for (.*) \(order #[0-9A-Z]+\)$/;

export function earningRecord(row: LedgerRecord): EarningRecord {
  return {
    ...row,
    OrderNumber: row.OrderId ? orderNumberForList(row.OrderId) : '',
    ItemName: ITEM.exec(row.Description)?.[1] ?? row.Description,
  };
}

export function earningsResource(api: Api, me: CurrentProviderSource): ResourceHandlers<EarningRecord> {
  return {
    getList: async (params) => {
      const { providerId } = await me();
      const list = await ledgerList(api, providerId, 'earning', params);
      return { ...list, data: list.data.map(earningRecord) };
    },
  };
}
