import { and, asc, between, count, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminOrderSortField, BookingStatus, ParsedSort } from '@marketplace/contract';
import type { DbExecutor } from '../../db/database';
import { orderItems, orders, orderStatusCounts, providers, users } from '../../db/schema/index';
import { containsPattern } from '../../lib/like-pattern';
import { customerSearchMatches } from '../users';
import { orderIdPrefixRange } from './order-number-range';

// Every order, for admins. Each filter walks an index of its own: status (orders_status_created_idx),
// customer (orders_customer_created_idx), provider (order_items_provider_status_idx, then the
// orders' primary key), dates (orders_created_idx), order number (the primary key, as a range).
// Ids found in another table are collected first with `= any(array(select ...))`, which runs once:
// as `in (select ...)` the planner preferred walking every order newest first and probing the
// subquery for each, 1-9 s for a busy provider on 1,000,000 orders instead of 0.2 s.

export interface AdminOrderFilter {
  status?: BookingStatus | undefined;
  customerId?: string | undefined;
  providerId?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  search?: string | undefined;
}

const CUSTOMER_ALIAS = 'search_customer';
const customer = alias(users, CUSTOMER_ALIAS);

/**
 * The order number, or the customer's name, e-mail or phone. The matching customers are read
 * first (their trigram index, then `= any(array(...))` once), so orders are then found through the
 * customer index rather than by testing a join on every order.
 */
function searchCondition(search: string | undefined): SQL | undefined {
  const term = search?.trim();
  if (!term) return undefined;
  const pattern = containsPattern(term);
  const byCustomer = sql`${orders.customerId} = any(array(select ${customer.id} from ${users} as ${sql.identifier(CUSTOMER_ALIAS)}
    where ${customer.role} = 'customer' and ${customerSearchMatches(customer, pattern)}))`;
  const range = orderIdPrefixRange(term);
  return range ? or(between(orders.id, range.low, range.high), byCustomer) : byCustomer;
}

function adminOrderWhere(filter: AdminOrderFilter): SQL | undefined {
  return and(
    filter.status === undefined ? undefined : eq(orders.status, filter.status),
    filter.customerId === undefined ? undefined : eq(orders.customerId, filter.customerId),
    filter.providerId === undefined
      ? undefined
      : sql`${orders.id} = any(array(select oi.order_id from order_items oi where oi.provider_id = ${filter.providerId}))`,
    filter.from === undefined ? undefined : gte(orders.createdAt, filter.from),
    filter.to === undefined ? undefined : lte(orders.createdAt, filter.to),
    searchCondition(filter.search),
  );
}

/** Ties follow the same direction, so orders_created_idx and orders_total_created_idx serve both ways. */
function sortOrder({ field, direction }: ParsedSort<AdminOrderSortField>): SQL[] {
  const by = direction === 'asc' ? asc : desc;
  const keys = field === 'total' ? [orders.totalPriceFils, orders.createdAt, orders.id] : [orders.createdAt, orders.id];
  return keys.map((key) => by(key));
}

/**
 * How many orders match. Without filters, or with only a status, the dashboard's rollup answers
 * (order_status_counts: five rows kept exact by triggers, migration 0005) instead of counting up
 * to a million orders; anything else is one count(*) with the list's own conditions.
 */
async function countOrders(db: DbExecutor, filter: AdminOrderFilter, where: SQL | undefined): Promise<number> {
  const { status, ...others } = filter;
  if (Object.values(others).every((value) => value === undefined)) {
    const [row] = await db
      .select({ n: sql<number>`coalesce(sum(${orderStatusCounts.orderCount}), 0)::int` })
      .from(orderStatusCounts)
      .where(status === undefined ? undefined : eq(orderStatusCounts.status, status));
    return row?.n ?? 0;
  }
  const [row] = await db.select({ n: count() }).from(orders).where(where);
  return row?.n ?? 0;
}

/** One page of orders with their customer, and how many match in all. */
export async function listAdminOrders(
  db: DbExecutor,
  filter: AdminOrderFilter,
  sort: ParsedSort<AdminOrderSortField>,
  limit: number,
  offset: number,
) {
  const where = adminOrderWhere(filter);
  const [rows, total] = await Promise.all([
    db
      .select({ order: orders, firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.customerId))
      .where(where)
      .orderBy(...sortOrder(sort))
      .limit(limit)
      .offset(offset),
    countOrders(db, filter, where),
  ]);
  return { rows, total };
}

export type AdminOrderRow = Awaited<ReturnType<typeof listAdminOrders>>['rows'][number];

export interface OrderLineFigures {
  orderId: string;
  itemCount: number;
  providerNames: string[];
}

/** Item count and the distinct provider names of each order of a page (order_items_order_idx). */
export async function orderLineFigures(db: DbExecutor, orderIds: readonly string[]): Promise<OrderLineFigures[]> {
  if (orderIds.length === 0) return [];
  return db
    .select({
      orderId: orderItems.orderId,
      itemCount: sql<number>`count(*)::int`,
      providerNames: sql<string[]>`array_agg(distinct ${providers.businessName} order by ${providers.businessName})`,
    })
    .from(orderItems)
    .innerJoin(providers, eq(providers.id, orderItems.providerId))
    .where(inArray(orderItems.orderId, [...orderIds]))
    .groupBy(orderItems.orderId);
}
