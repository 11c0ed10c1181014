import type { RecordedCall } from '@marketplace/client/testing';
import type { Transaction, TransactionList, TransactionSummary } from '@marketplace/contract';

// Server answers for the Transaction History tests.

export const summary: TransactionSummary = {
  totalAmount: 120.5,
  thisMonth: 30.25,
  totalTransactions: 14,
  pendingAmount: 7,
};

export function transaction(n: number, overrides: Partial<Transaction> = {}): Transaction {
  return {
    TransactionId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    Type: 'payment',
    Status: 'completed',
    Amount: 12.5,
    Description: `Payment for order ${n}`,
    CreatedAt: '2026-03-05T10:00:00.000Z',
    ServiceName: 'Leak repair',
    ProviderName: 'Riffa Plumbing',
    DescriptionAr: '',
    ServiceNameAr: '',
    ProviderNameAr: '',
    ReferenceNumber: `TXN-${n}`,
    PaymentMethod: 'Credit Card',
    TaxDocumentId: null,
    TaxDocumentNumber: null,
    ...overrides,
  };
}

export const page = (items: Transaction[], currentPage = 1, hasMore = false): TransactionList => ({
  Items: items,
  hasMore,
  currentPage,
});

/** Pages of `all` by the request's page and pageSize, as the API would cut them. */
export function pagedAnswer(all: Transaction[]) {
  return (call: RecordedCall) => {
    const number = Number(call.query.get('page') ?? 1);
    const size = Number(call.query.get('pageSize') ?? 10);
    const slice = all.slice((number - 1) * size, number * size);
    return { body: page(slice, number, all.length > number * size) };
  };
}
