// Texts the API sends about the marketplace's tax documents and its seller details (issue 36; our
// wording: the spec has no invoices).

export const TAX_DOCUMENT_MESSAGES = {
  vatNumberInvalid: 'A VAT account number is 15 digits.',
  crNumberInvalid: 'A CR number is digits, with the branch after a dash (for example 123456-1).',
  documentNotFound: 'This tax document does not exist.',
  periodInvalid: 'Choose a month or a quarter of the year, not both.',
  linkExpired: 'This download link has expired or is not valid. Sign in to download the document from your order.',
} as const;
