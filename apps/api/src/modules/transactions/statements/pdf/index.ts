// A provider's monthly statement as a PDF: what the statements' routes use of this folder.
export { renderProviderStatementPdf } from './render-provider-statement-pdf';
