export { CartSummary, type CartSummaryProps, type CartSummaryTotals } from './cart-summary';
export { CartInfoNote, CART_INFO_NOTE_TEXT, type CartInfoNoteProps } from './cart-info-note';
