export { TaxDocumentCard, type TaxDocumentCardProps } from './tax-document-card';
export { TaxDocumentsSection, type TaxDocumentsSectionProps } from './tax-documents-section';
