// The PDF of a tax invoice or a credit note: what the rest of the module uses of this folder.
export { renderTaxDocumentPdf } from './render-tax-document-pdf';
export type { TaxDocumentLine, TaxDocumentView } from './tax-document-view';
