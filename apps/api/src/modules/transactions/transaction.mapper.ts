import {
  filsToBhd,
  paymentMethodLabel,
  type ProviderTransaction,
  type ProviderTransactionType,
  type Transaction,
} from '@marketplace/contract';
import type { TransactionRow } from './transactions.repository';

export interface ItemName {
  id: string;
  orderId: string;
  name: string;
  providerName: string;
}

/** "Leak repair", or "Leak repair and 2 more" when the order holds other names too. */
export function summarizeNames(names: readonly string[]): string {
  const distinct = [...new Set(names)];
  if (distinct.length <= 1) return distinct[0] ?? '';
  return `${distinct[0]} and ${distinct.length - 1} more`;
}

/** A refund of one item names that item; anything else about an order names all its items. */
function namesFor(row: TransactionRow, items: readonly ItemName[]): ItemName[] {
  if (!row.orderId) return [];
  const ofOrder = items.filter((item) => item.orderId === row.orderId);
  const single = row.orderItemId ? ofOrder.filter((item) => item.id === row.orderItemId) : [];
  return single.length > 0 ? single : ofOrder;
}

export function toTransaction(row: TransactionRow, items: readonly ItemName[]): Transaction {
  const named = namesFor(row, items);
  return {
    TransactionId: row.id,
    Type: row.type,
    Status: row.status,
    Amount: filsToBhd(row.amountFils),
    Description: row.description,
    CreatedAt: row.createdAt.toISOString(),
    ServiceName: summarizeNames(named.map((item) => item.name)),
    ProviderName: summarizeNames(named.map((item) => item.providerName)),
    ReferenceNumber: row.referenceNumber,
    PaymentMethod: paymentMethodLabel(row.paymentMethod),
  };
}

/** The provider dashboard's record; CommissionRate is a percent (1000 basis points -> 10). */
export function toProviderTransaction(row: TransactionRow): ProviderTransaction {
  return {
    TransactionId: row.id,
    OrderId: row.orderId,
    Type: row.type as ProviderTransactionType,
    Status: row.status,
    Amount: filsToBhd(row.amountFils),
    Fees: filsToBhd(row.feeFils),
    NetAmount: filsToBhd(row.netFils),
    CommissionRate: row.commissionRateBp / 100,
    PaymentMethod: paymentMethodLabel(row.paymentMethod),
    ReferenceNumber: row.referenceNumber,
    Description: row.description,
    CreatedAt: row.createdAt.toISOString(),
  };
}

/** A page read one row past its size: the extra row only says that there is more. */
export function pageOf<T>(rows: readonly T[], pageSize: number): { rows: T[]; hasMore: boolean } {
  return { rows: rows.slice(0, pageSize), hasMore: rows.length > pageSize };
}
