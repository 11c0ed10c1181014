// The transactions module's public file: what app.ts and other modules may use of it (issue 19).
export { transactionsModule } from './transactions.module';
export { recordEarning } from './earnings';
// Writes of this module's table that the payments and payouts modules make in their transactions.
export { insertPayout, insertTransaction, settleRefund, updatePayout } from './transaction-writes.repository';
export { newReferenceNumber } from './reference-number';
// What the payouts module shares with this one: whose money a caller may see, and the provider's balance.
export { readableProvider } from './provider-access';
export { findProviderRow, providerBalanceFils } from './transactions.repository';
// A refund's wording in Arabic, which a credit note's reason shares (tax-documents).
export { refundInArabic } from './transaction.mapper';
