import type { Api } from '@marketplace/client';
import {
  MAX_PAGE_SIZE,
  type ProviderTransaction,
  type ProviderTransactionType,
  type TransactionStatus,
} from '@marketplace/contract';
import type { GetListParams } from 'react-admin';
import { dateBound, given, pageOf, withId } from '@/data-provider/paging';
import type { ListPage, WithId } from '@/data-provider/resource-handlers';

// The provider's money rows (GET /api/Transaction/provider/{providerId}?type&status&page&pageSize),
// newest first. That call pages with hasMore and has no date filter, so a list here walks its pages
// (100 rows a call) and keeps the rows in the chosen days, stopping at the first row older than
// `from`; the total is then exact, as react-admin's pagination and CSV export need.

export type LedgerRecord = WithId<ProviderTransaction>;

/** Whole Bahrain days, as the orders' date filters: `from` at 00:00, `to` at 23:59:59.999 (+03:00). */
function bounds(filter: Record<string, unknown>) {
  const from = dateBound(filter.from, 'from');
  const to = dateBound(filter.to, 'to');
  return { from: from ? Date.parse(from) : -Infinity, to: to ? Date.parse(to) : Infinity };
}

export async function ledgerList(
  api: Api,
  providerId: string,
  type: ProviderTransactionType,
  params: GetListParams,
): Promise<ListPage<LedgerRecord>> {
  const filter = (params.filter ?? {}) as Record<string, unknown>;
  const { from, to } = bounds(filter);
  const status = given(filter.Status as TransactionStatus | 'all' | undefined);
  const rows: LedgerRecord[] = [];
  for (let page = 1; ; page++) {
    const list = await api.transactions.listForProvider(providerId, {
      type,
      status: status === 'all' ? undefined : status,
      page,
      pageSize: MAX_PAGE_SIZE,
    });
    for (const row of list.Items) {
      const at = Date.parse(row.CreatedAt);
      if (at >= from && at <= to) rows.push(withId(row, row.TransactionId));
    }
    const last = list.Items.at(-1);
    if (!list.hasMore || !last || Date.parse(last.CreatedAt) < from) break;
  }
  const { page, perPage } = pageOf(params);
  return { data: rows.slice((page - 1) * perPage, page * perPage), total: rows.length };
}
