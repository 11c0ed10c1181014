import {
  DEFAULT_ADMIN_ORDER_SORT,
  ORDER_ERRORS,
  parseSort,
  resolvePaging,
  statusFilter,
  totalPages,
  type AdminOrderDetail,
  type AdminOrderList,
  type AdminOrderListQuery,
} from '@marketplace/contract';
import type { Database } from '../../db/database';
import { dateRange } from '../../lib/date-range';
import { notFound } from '../../lib/http-error';
import { findOrderPayments, findOrderWithCustomer, findStatusHistory } from './admin-order-detail.repository';
import { listAdminOrders, orderLineFigures } from './admin-orders.repository';
import { toAdminOrderPayment, toAdminOrderSummary } from './admin-order.mapper';
import { fullName, toStatusChange } from './order-history.mapper';
import { findOrderItems } from './orders.repository';
import { toOrder } from './order.mapper';

/** Every order for admins (the route checks the role): the list and one order's whole story. */
export class AdminOrderService {
  constructor(private readonly db: Database) {}

  async list(query: AdminOrderListQuery): Promise<AdminOrderList> {
    const { from, to } = dateRange(query.from, query.to);
    const { page, pageSize, offset } = resolvePaging(query.page, query.pageSize);
    const filter = {
      status: statusFilter(query.status),
      customerId: query.customerId,
      providerId: query.providerId,
      from,
      to,
      search: query.search?.trim() || undefined,
    };
    const sort = parseSort(query.sort, DEFAULT_ADMIN_ORDER_SORT);
    const { rows, total } = await listAdminOrders(this.db, filter, sort, pageSize, offset);
    const lines = await orderLineFigures(
      this.db,
      rows.map((row) => row.order.id),
    );
    const linesOf = new Map(lines.map((line) => [line.orderId, line]));
    return {
      Items: rows.map((row) => toAdminOrderSummary(row, linesOf.get(row.order.id))),
      Page: page,
      PageSize: pageSize,
      TotalItems: total,
      TotalPages: totalPages(total, pageSize),
    };
  }

  async detail(id: string): Promise<AdminOrderDetail> {
    const row = await findOrderWithCustomer(this.db, id);
    if (!row) throw notFound(ORDER_ERRORS.notFound);
    const [items, history, payments] = await Promise.all([
      findOrderItems(this.db, [id]),
      findStatusHistory(this.db, id),
      findOrderPayments(this.db, id),
    ]);
    const contact = {
      Name: fullName(row.firstName, row.lastName),
      Email: row.email,
      PhoneNumber: row.phoneNumber ?? '',
    };
    return {
      // Customer follows GET /api/Order/{id} (null until paid); the Customer* fields are the admins' own.
      ...toOrder(row.order, items, false, row.order.isPaymentSuccess ? contact : null),
      CustomerId: row.order.customerId,
      CustomerName: contact.Name,
      CustomerEmail: contact.Email,
      CustomerPhone: contact.PhoneNumber,
      PaidAt: row.order.paidAt?.toISOString() ?? null,
      StatusHistory: history.map((change) => toStatusChange(change)),
      Payments: payments.map(toAdminOrderPayment),
    };
  }
}
