import {
  filsToBhd,
  orderNumberForList,
  paymentMethodLabel,
  type ProviderTransaction,
  type ProviderTransactionType,
  type Transaction,
} from '@marketplace/contract';
import type { KeptDocument, TransactionRow } from './transactions.repository';

export interface ItemName {
  id: string;
  orderId: string;
  name: string;
  nameAr: string;
  providerName: string;
  providerNameAr: string;
}

/** "Leak repair", or "Leak repair and 2 more" when the order holds other names too. */
export function summarizeNames(names: readonly string[]): string {
  const distinct = [...new Set(names)];
  if (distinct.length <= 1) return distinct[0] ?? '';
  return `${distinct[0]} and ${distinct.length - 1} more`;
}

/**
 * The same in Arabic, the count agreeing with its noun as Arabic plurals do (one, two, 3-10,
 * 11-99, 100 and over): "إصلاح تسريب وعنصران آخران", "… و3 عناصر أخرى", "… و11 عنصرًا آخر".
 */
export function summarizeNamesInArabic(names: readonly string[], noun: 'item' | 'provider'): string {
  const distinct = [...new Set(names)];
  if (distinct.length <= 1) return distinct[0] ?? '';
  const others = distinct.length - 1;
  return `${distinct[0]} ${ARABIC_OTHERS[noun][ARABIC_PLURALS.select(others)](others)}`;
}

const ARABIC_PLURALS = new Intl.PluralRules('ar');
type ArabicOthers = Record<Intl.LDMLPluralRule, (count: number) => string>;
const ARABIC_OTHERS: Record<'item' | 'provider', ArabicOthers> = {
  item: {
    zero: () => '',
    one: () => 'وعنصر آخر',
    two: () => 'وعنصران آخران',
    few: (count) => `و${count} عناصر أخرى`,
    many: (count) => `و${count} عنصرًا آخر`,
    other: (count) => `و${count} عنصر آخر`,
  },
  provider: {
    zero: () => '',
    one: () => 'ومزوّد آخر',
    two: () => 'ومزوّدان آخران',
    few: (count) => `و${count} مزوّدين آخرين`,
    many: (count) => `و${count} مزوّدًا آخر`,
    other: (count) => `و${count} مزوّد آخر`,
  },
};

const orderInArabic = (orderNumber: string) => `الطلب رقم ${orderNumber}`;

/** A refund in Arabic: of one item (named as the reader should read it), or of the whole order. */
export function refundInArabic(orderNumber: string, itemName?: string): string {
  const order = orderInArabic(orderNumber);
  return itemName ? `استرداد «${itemName}» (${order})` : `استرداد ${order}`;
}

/** What the movement was, in Arabic (the English `Description` is stored as the gateway was told). */
function arabicDescription(row: TransactionRow, named: readonly ItemName[]): string {
  if (!row.orderId) return '';
  const number = orderNumberForList(row.orderId);
  if (row.type === 'payment') return `دفع ${orderInArabic(number)}`;
  if (row.type !== 'refund') return '';
  const single = row.orderItemId && named.length === 1 ? named[0] : undefined;
  return refundInArabic(number, single && (single.nameAr || single.name));
}

/** A refund of one item names that item; anything else about an order names all its items. */
function namesFor(row: TransactionRow, items: readonly ItemName[]): ItemName[] {
  if (!row.orderId) return [];
  const ofOrder = items.filter((item) => item.orderId === row.orderId);
  const single = row.orderItemId ? ofOrder.filter((item) => item.id === row.orderItemId) : [];
  return single.length > 0 ? single : ofOrder;
}

export function toTransaction(
  row: TransactionRow,
  items: readonly ItemName[],
  document: KeptDocument | undefined,
): Transaction {
  const named = namesFor(row, items);
  return {
    TransactionId: row.id,
    Type: row.type,
    Status: row.status,
    Amount: filsToBhd(row.amountFils),
    Description: row.description,
    DescriptionAr: arabicDescription(row, named),
    CreatedAt: row.createdAt.toISOString(),
    ServiceName: summarizeNames(named.map((item) => item.name)),
    ProviderName: summarizeNames(named.map((item) => item.providerName)),
    ServiceNameAr: summarizeNamesInArabic(
      named.map((item) => item.nameAr || item.name),
      'item',
    ),
    ProviderNameAr: summarizeNamesInArabic(
      named.map((item) => item.providerNameAr || item.providerName),
      'provider',
    ),
    ReferenceNumber: row.referenceNumber,
    PaymentMethod: paymentMethodLabel(row.paymentMethod),
    TaxDocumentId: document?.id ?? null,
    TaxDocumentNumber: document?.number ?? null,
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
