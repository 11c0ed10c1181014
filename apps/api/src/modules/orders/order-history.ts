import { ORDER_ERRORS, type OrderStatusChange, type OrderStatusHistory } from '@marketplace/contract';
import type { DbExecutor } from '../../db/database';
import { notFound } from '../../lib/http-error';
import type { AuthUser } from '../../identity/access-token';
import { isAdmin, providerOfUser } from '../../identity/access-rules';
import { findStatusHistory, type StatusHistoryRow } from './admin-order-detail.repository';
import { findOrder, findOrderItems } from './orders.repository';

// GET /api/Order/{id}/history: who moved the order and its items, when and why. Admins read all
// of it with names; the customer all of it; a provider of a paid order only its own items' rows.
// Outside the admin view, people are named only where the reader already knows them (themselves,
// the customer, a business by its name); staff appear as their role, so no admin is exposed.

export const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

/** Whose names a reader may see: null for admins (everyone's). */
interface Reader {
  readonly namedUserIds: ReadonlySet<string> | null;
}

const ADMIN_READER: Reader = { namedUserIds: null };

export function toStatusChange(row: StatusHistoryRow, reader: Reader = ADMIN_READER): OrderStatusChange {
  const { change } = row;
  const role = row.changedByRole ?? '';
  const named =
    reader.namedUserIds === null || (change.changedBy !== null && reader.namedUserIds.has(change.changedBy));
  const actorName = named
    ? fullName(row.changedByFirstName, row.changedByLastName)
    : role === 'provider'
      ? (row.itemProviderName ?? '')
      : '';
  return {
    HistoryId: change.id,
    OrderItemId: change.orderItemId,
    ItemName: row.itemName ?? '',
    FromStatus: change.fromStatus,
    ToStatus: change.toStatus,
    ChangedBy: named ? change.changedBy : null,
    ChangedByName: actorName,
    ChangedByRole: role,
    Reason: change.reason ?? '',
    CreatedAt: change.createdAt.toISOString(),
  };
}

/** The history the caller may read; 404 (as GET /api/Order/{id}) for anyone else. */
export async function readStatusHistory(
  db: DbExecutor,
  caller: AuthUser,
  orderId: string,
): Promise<OrderStatusHistory> {
  const order = await findOrder(db, orderId);
  if (order && isAdmin(caller)) {
    return { StatusHistory: (await findStatusHistory(db, orderId)).map((row) => toStatusChange(row)) };
  }
  const reader: Reader = { namedUserIds: new Set([caller.id, ...(order ? [order.customerId] : [])]) };
  if (order && order.customerId === caller.id) {
    return { StatusHistory: (await findStatusHistory(db, orderId)).map((row) => toStatusChange(row, reader)) };
  }
  if (order?.isPaymentSuccess && caller.role === 'provider') {
    const providerId = (await providerOfUser(db, caller.id))?.id;
    const mine = providerId === undefined ? [] : await findOrderItems(db, [orderId], providerId);
    if (mine.length > 0) {
      const rows = (await findStatusHistory(db, orderId)).filter((row) => row.itemProviderId === providerId);
      return { StatusHistory: rows.map((row) => toStatusChange(row, reader)) };
    }
  }
  throw notFound(ORDER_ERRORS.notFound);
}
