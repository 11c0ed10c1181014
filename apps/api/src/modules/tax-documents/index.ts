// The tax-documents module's public file (issue 36): what other modules may use of it. Payments
// issues the invoice when it confirms a payment and the credit note when it books a refund, in
// their own transactions.
export { issueCreditNote, issueInvoice, type CreditNoteRequest } from './issue-documents';
export { findOrderInvoice, printedNumber, type TaxDocumentRow } from './tax-documents.repository';
