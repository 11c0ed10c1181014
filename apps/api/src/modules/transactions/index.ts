// The transactions module's public file: what app.ts and other modules may use of it (issue 19).
export { bankDetailsRoutes } from './bank-details.routes';
export { recordEarning } from './earnings';
export { payoutRoutes } from './payouts.routes';
export { newReferenceNumber } from './reference-number';
export { transactionRoutes } from './transactions.routes';
