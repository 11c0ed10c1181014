import type { Api } from '@marketplace/client';
import {
  sortParam,
  type AdminOrderDetail,
  type AdminOrderSortField,
  type AdminOrderSummary,
  type BookingStatus,
} from '@marketplace/contract';
import type { GetListParams } from 'react-admin';
import { dateBound, given, pageOf, withId } from '@/data-provider/paging';
import type { ResourceHandlers, WithId } from '@/data-provider/resource-handlers';

// orders (admins): every order, read-mostly. An admin moves all of an order's items to a status
// (PATCH /api/Order/{id}/status) or cancels it with a refund of what was paid (PATCH .../cancel);
// either way the answer is the order read again with its history and payments.

/** The list's sortable columns and the API's names for them. */
const SORTS: Readonly<Record<string, AdminOrderSortField>> = { CreatedAt: 'createdAt', TotalPrice: 'total' };

function sortOf(params: GetListParams) {
  const field = params.sort ? SORTS[params.sort.field] : undefined;
  return field ? sortParam(field, params.sort!.order) : undefined;
}

export type AdminOrderRecord = WithId<AdminOrderSummary>;
/** One order with its customer, history, payments and refunds (the show page). */
export type AdminOrderDetailRecord = WithId<AdminOrderDetail>;

export function ordersResource(api: Api): ResourceHandlers<AdminOrderRecord, AdminOrderDetailRecord> {
  const detail = async (id: string) => withId(await api.admin.order(id), id);
  return {
    getList: async (params) => {
      const filter = params.filter ?? {};
      const { page, perPage } = pageOf(params);
      const list = await api.admin.orders({
        page,
        pageSize: perPage,
        status: given(filter.Status as BookingStatus | undefined),
        customerId: given(filter.CustomerId as string | undefined),
        providerId: given(filter.ProviderId as string | undefined),
        from: dateBound(filter.from, 'from'),
        to: dateBound(filter.to, 'to'),
        search: given(filter.q as string | undefined),
        sort: sortOf(params),
      });
      return { data: list.Items.map((order) => withId(order, order.OrderId)), total: list.TotalItems };
    },
    getOne: detail,
    update: async (id, data) => {
      if (data.Status === 'Cancelled') await api.orders.cancel(id);
      else await api.orders.updateStatus(id, { Status: data.Status as BookingStatus });
      return detail(id);
    },
  };
}
