export { CartSummary, type CartSummaryProps, type CartSummaryTotals } from './cart-summary';
export { CartInfoNote, type CartInfoNoteProps } from './cart-info-note';
