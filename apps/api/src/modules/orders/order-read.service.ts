import {
  filsToBhd,
  orderSortFrom,
  ORDER_ERRORS,
  resolvePaging,
  statusFilter,
  totalPages,
  type CustomerOrderStats,
  type Order,
  type OrderList,
  type OrderListQuery,
  type OrderStatusHistory,
  type ProviderOrderListQuery,
} from '@marketplace/contract';
import type { Database, DbExecutor } from '../../db/database';
import { dateRange } from '../../lib/date-range';
import { forbidden, notFound } from '../../lib/http-error';
import { isSelfOrAdmin, providerOfUser } from '../../identity/access-rules';
import type { AuthUser } from '../../identity/access-token';
import { isAdmin } from '../../identity/access-rules';
import { contactOf, contactsOf } from './order-customer';
import { toStatusChange, type HistoryReader } from './order-history.mapper';
import { toOrder } from './order.mapper';
import { findStatusHistory } from './admin-order-detail.repository';
import {
  customerOrderCounts,
  customerSpentFils,
  findOrder,
  findOrderItems,
  listCustomerOrders,
  listProviderOrders,
  providerOrderCounts,
  type OrderCounts,
  type OrderRow,
} from './orders.repository';

const NOT_YOURS = 'You can only see your own orders.';

/** A page of orders; a provider's page holds only its items and, the orders being paid, the contact. */
async function pageOf(db: DbExecutor, rows: OrderRow[], providerId?: string): Promise<Order[]> {
  const providerView = providerId !== undefined;
  const [items, contacts] = await Promise.all([
    findOrderItems(
      db,
      rows.map((row) => row.id),
      providerId,
    ),
    providerView ? contactsOf(db, rows) : new Map(),
  ]);
  return rows.map((row) => toOrder(row, items, providerView, contacts.get(row.id) ?? null));
}

function listAnswer(orders: Order[], total: number, page: number, pageSize: number, counts: OrderCounts): OrderList {
  return {
    Orders: orders,
    Page: page,
    PageSize: pageSize,
    TotalOrders: total,
    TotalPages: totalPages(total, pageSize),
    ActiveOrders: counts.active,
    CompletedOrders: counts.completed,
  };
}

const filterOf = (query: OrderListQuery) => ({
  status: statusFilter(query.status),
  search: query.search,
  sort: orderSortFrom(query),
});

/** Reading orders: lists, counts, one order and its status history, each as the caller may see it. */
export class OrderReadService {
  constructor(private readonly db: Database) {}

  /** The whole order with all its items, or undefined (the answer to its customer). */
  async load(id: string): Promise<Order | undefined> {
    const order = await findOrder(this.db, id);
    return order && toOrder(order, await findOrderItems(this.db, [id]));
  }

  /** The customer's orders; TotalOrders counts the filtered list, the two counters all orders. */
  async listForCustomer(caller: AuthUser, customerId: string, query: OrderListQuery): Promise<OrderList> {
    if (!isSelfOrAdmin(caller, customerId)) throw forbidden(NOT_YOURS);
    const { page, pageSize, offset } = resolvePaging(query.page, query.pageSize);
    const [{ rows, total }, counts] = await Promise.all([
      listCustomerOrders(this.db, customerId, filterOf(query), pageSize, offset),
      customerOrderCounts(this.db, customerId),
    ]);
    return listAnswer(await pageOf(this.db, rows), total, page, pageSize, counts);
  }

  async statsForCustomer(caller: AuthUser, customerId: string): Promise<CustomerOrderStats> {
    if (!isSelfOrAdmin(caller, customerId)) throw forbidden(NOT_YOURS);
    const [counts, spent] = await Promise.all([
      customerOrderCounts(this.db, customerId),
      customerSpentFils(this.db, customerId),
    ]);
    return {
      TotalOrders: counts.total,
      ActiveOrders: counts.active,
      CompletedOrders: counts.completed,
      CancelledOrders: counts.cancelled,
      TotalSpent: filsToBhd(spent),
    };
  }

  /** Paid orders with this provider's items, showing only those items, with the customer's contact. */
  async listForProviderUser(caller: AuthUser, userId: string, query: ProviderOrderListQuery): Promise<OrderList> {
    if (!isSelfOrAdmin(caller, userId)) throw forbidden(NOT_YOURS);
    const range = dateRange(query.from, query.to);
    const { page, pageSize, offset } = resolvePaging(query.page, query.pageSize);
    const providerId = (await providerOfUser(this.db, userId))?.id;
    if (providerId === undefined)
      return listAnswer([], 0, page, pageSize, { total: 0, active: 0, completed: 0, cancelled: 0 });
    const [{ rows, total }, counts] = await Promise.all([
      listProviderOrders(this.db, providerId, { ...filterOf(query), ...range }, pageSize, offset),
      providerOrderCounts(this.db, providerId),
    ]);
    return listAnswer(await pageOf(this.db, rows, providerId), total, page, pageSize, counts);
  }

  /**
   * One order: its customer and admins see all of it, a provider only their items of a paid
   * order; anyone else gets 404 so order ids cannot be probed. The customer's contact goes to
   * admins and that provider once paid; the customer's own view leaves it null.
   */
  async getOne(caller: AuthUser, id: string): Promise<Order> {
    const order = await findOrder(this.db, id);
    if (order && isAdmin(caller)) {
      return toOrder(order, await findOrderItems(this.db, [id]), false, await contactOf(this.db, order));
    }
    if (order && order.customerId === caller.id) return toOrder(order, await findOrderItems(this.db, [id]));
    if (order?.isPaymentSuccess && caller.role === 'provider') {
      const providerId = (await providerOfUser(this.db, caller.id))?.id;
      const items = providerId === undefined ? [] : await findOrderItems(this.db, [id], providerId);
      if (items.length > 0) return toOrder(order, items, true, await contactOf(this.db, order));
    }
    throw notFound(ORDER_ERRORS.notFound);
  }

  /**
   * GET /api/Order/{id}/history: admins read all of it with names; the customer all of it; a
   * provider of a paid order only its own items' rows; 404 (as GET /api/Order/{id}) for anyone else.
   */
  async history(caller: AuthUser, orderId: string): Promise<OrderStatusHistory> {
    const order = await findOrder(this.db, orderId);
    if (order && isAdmin(caller)) {
      return { StatusHistory: (await findStatusHistory(this.db, orderId)).map((row) => toStatusChange(row)) };
    }
    const reader: HistoryReader = { namedUserIds: new Set([caller.id, ...(order ? [order.customerId] : [])]) };
    if (order && order.customerId === caller.id) {
      return { StatusHistory: (await findStatusHistory(this.db, orderId)).map((row) => toStatusChange(row, reader)) };
    }
    if (order?.isPaymentSuccess && caller.role === 'provider') {
      const providerId = (await providerOfUser(this.db, caller.id))?.id;
      const mine = providerId === undefined ? [] : await findOrderItems(this.db, [orderId], providerId);
      if (mine.length > 0) {
        const rows = (await findStatusHistory(this.db, orderId)).filter((row) => row.itemProviderId === providerId);
        return { StatusHistory: rows.map((row) => toStatusChange(row, reader)) };
      }
    }
    throw notFound(ORDER_ERRORS.notFound);
  }
}
