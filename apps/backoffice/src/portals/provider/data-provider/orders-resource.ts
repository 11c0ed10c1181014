import type { Api } from '@marketplace/client';
import {
  ITEM_ACTIONS,
  type BookingStatus,
  type ItemAction,
  type Order,
  type OrderStatusChange,
  type ProviderOrderListQuery,
} from '@marketplace/contract';
import type { GetListParams } from 'react-admin';
import { dateBound, given, pageOf, withId } from '@/data-provider/paging';
import type { ResourceHandlers } from '@/data-provider/resource-handlers';
import type { CurrentProviderSource } from './current-provider';

// orders (providers): the paid orders holding at least one of the signed-in provider's items, with
// only those items (GET /api/Order/provider/user/{userId}; the API leaves the other providers'
// items out, and GET /api/Order/{id} does the same). A provider moves its items one at a time
// (PATCH /api/OrderItem/{id}/confirm|start|complete|cancel); the screen sends
// `{ Action, OrderItemId, Reason? }` as an update and gets the order read again.

/** What the list shows beside the order: the provider's share and how many items wait for a yes. */
export interface ProviderOrderRecord extends Order {
  id: string;
  /** The reference prices of the provider's items not cancelled (what the provider earns on, gross). */
  ShareTotal: number;
  /** The provider's items still Pending: a paid request nobody has confirmed yet. */
  ToConfirm: number;
  /** One order only (getOne): the changes of the provider's items, oldest first. */
  StatusHistory?: OrderStatusChange[];
}

/** Adds react-admin's id and the figures the list and its CSV show. */
export function providerOrderRecord(order: Order): ProviderOrderRecord {
  const open = order.OrderItems.filter((item) => item.Status !== 'Cancelled');
  // Sums in fils so 0.1 + 0.2 never shows as 0.30000000000000004.
  const shareFils = open.reduce((sum, item) => sum + Math.round(item.UnitPrice * 1000), 0);
  return {
    ...withId(order, order.OrderId),
    ShareTotal: shareFils / 1000,
    ToConfirm: order.OrderItems.filter((item) => item.Status === 'Pending').length,
  };
}

/**
 * The provider list's query: status on the provider's own items, search (order number, item or
 * customer name), and `from`/`to` bounding CreatedAt (a picked day covers the whole Bahrain day, as
 * the admin's list); only values that are set are sent.
 */
export function providerOrderQuery(params: GetListParams): ProviderOrderListQuery {
  const filter = params.filter ?? {};
  const { page, perPage } = pageOf(params);
  const query: Record<string, unknown> = {
    page,
    pageSize: perPage,
    status: given(filter.Status as BookingStatus | undefined),
    search: given(typeof filter.q === 'string' ? filter.q.trim() : undefined),
    sort: params.sort?.field === 'CreatedAt' && params.sort.order === 'ASC' ? 'oldest' : 'newest',
    from: dateBound(filter.from, 'from'),
    to: dateBound(filter.to, 'to'),
  };
  for (const key of Object.keys(query)) if (query[key] === undefined) delete query[key];
  return query as ProviderOrderListQuery;
}

export function providerOrdersResource(api: Api, me: CurrentProviderSource): ResourceHandlers<ProviderOrderRecord> {
  const detail = async (id: string): Promise<ProviderOrderRecord> => {
    const [order, history] = await Promise.all([api.orders.get(id), api.orders.history(id)]);
    return { ...providerOrderRecord(order), StatusHistory: history.StatusHistory };
  };
  return {
    getList: async (params) => {
      const { userId } = await me();
      const list = await api.orders.listForProvider(userId, providerOrderQuery(params));
      return { data: list.Orders.map(providerOrderRecord), total: list.TotalOrders };
    },
    getOne: detail,
    update: async (id, data) => {
      const action = data.Action as ItemAction;
      const itemId = String(data.OrderItemId ?? '');
      if (!Object.hasOwn(ITEM_ACTIONS, action) || !itemId) throw new Error('Choose an item and what to do with it.');
      if (action === 'cancel') await api.orderItems.cancel(itemId, String(data.Reason ?? '').trim() || undefined);
      else await api.orderItems[action](itemId);
      return detail(id);
    },
  };
}
