import type { OrderStatusChange } from '@marketplace/contract';
import type { StatusHistoryRow } from './admin-order-detail.repository';

// Status history rows as the contract answers them (GET /api/Order/{id}/history and the admins'
// order detail): who moved the order and its items, when and why. Outside the admin view, people
// are named only where the reader already knows them (themselves, the customer, a business by its
// name); staff appear as their role, so no admin is exposed.

export const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

/** Whose names a reader may see: null for admins (everyone's). */
export interface HistoryReader {
  readonly namedUserIds: ReadonlySet<string> | null;
}

const ADMIN_READER: HistoryReader = { namedUserIds: null };

export function toStatusChange(row: StatusHistoryRow, reader: HistoryReader = ADMIN_READER): OrderStatusChange {
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
