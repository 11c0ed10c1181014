// The tax-documents module's public file (issue 36): what other modules may use of it. Payments
// issues the invoice when it confirms a payment and the credit note when it books a refund, in
// their own transactions; the demo seed writes the seller's details and its history's documents.
export { taxDocumentsModule } from './tax-documents.module';
export { issueCreditNote, issueInvoice, type CreditNoteRequest } from './issue-documents';
export { MAILED_LINK_LIFETIME_DAYS, TaxDocumentLinks } from './document-links';
export {
  findOrderInvoice,
  findRefundCreditNote,
  printedNumber,
  readSellerDetails,
  writeSellerDetails,
  type SellerDetailsRow,
  type TaxDocumentRow,
} from './tax-documents.repository';
