import type { Api } from '@marketplace/client';
import type { Customer, CustomerDetails } from '@marketplace/contract';
import { given, pageOf, withId } from '@/data-provider/paging';
import type { ResourceHandlers, WithId } from '@/data-provider/resource-handlers';
import { apiSort, CUSTOMER_SORTS } from './list-sorts';

// customers: GET /api/customer?page&pageSize&search&isActive&isDeleted&sort; GET .../{id}/details;
// PATCH .../active-status; PATCH .../delete (soft).

export type CustomerRecord = WithId<Customer>;
/** One customer with its order figures (the show page). */
export type CustomerDetailsRecord = WithId<CustomerDetails>;

export function customersResource(api: Api): ResourceHandlers<CustomerRecord, CustomerDetailsRecord> {
  return {
    getList: async (params) => {
      const { page, perPage } = pageOf(params);
      const filter = params.filter ?? {};
      const list = await api.customers.list({
        page,
        pageSize: perPage,
        search: given(filter.q),
        isActive: given(filter.IsActive),
        isDeleted: given(filter.IsDeleted),
        sort: apiSort(params, CUSTOMER_SORTS),
      });
      return { data: list.Items.map((c) => withId(c, c.UserId)), total: list.TotalItems };
    },
    getOne: async (id) => withId(await api.customers.details(id), id),
    update: async (id, data) => withId(await api.customers.setActiveStatus(id, Boolean(data.IsActive)), id),
    delete: async (id) => withId(await api.customers.delete(id), id),
  };
}
