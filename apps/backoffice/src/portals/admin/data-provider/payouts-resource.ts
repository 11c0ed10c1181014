import type { Api, PayoutListParams } from '@marketplace/client';
import type { Payout } from '@marketplace/contract';
import { given, pageOf, withId } from '@/data-provider/paging';
import type { ResourceHandlers, WithId } from '@/data-provider/resource-handlers';

// payouts: GET /api/Payout?page&pageSize&status; PATCH .../settle (Reference) or .../reject (Reason).

export type PayoutRecord = WithId<Payout>;

export function payoutsResource(api: Api): ResourceHandlers<PayoutRecord> {
  return {
    getList: async (params) => {
      const status = given(params.filter?.Status as PayoutListParams['status']);
      const { page, perPage } = pageOf(params);
      const list = await api.payouts.list({ page, pageSize: perPage, ...(status ? { status } : {}) });
      return { data: list.Items.map((p) => withId(p, p.PayoutId)), total: list.TotalItems };
    },
    // Settling records the bank reference; rejecting needs a reason (shown to the provider).
    update: async (id, data) => {
      const row =
        data.Status === 'completed'
          ? await api.payouts.settle(id, given(data.Reference) ? { Reference: String(data.Reference) } : {})
          : await api.payouts.reject(id, { Reason: String(data.Reason ?? '') });
      return withId(row, row.PayoutId);
    },
  };
}
