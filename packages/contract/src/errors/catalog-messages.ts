// Texts the API sends for categories and contact-page inquiries (our wording; the spec only gives
// the back office's fallbacks, e.g. 'Failed to create category', shown when there is no Message).

export const CATEGORY_MESSAGES = {
  nameTaken: 'A category with this name already exists.',
  arabicNameTaken: 'A category with this Arabic name already exists.',
  notFound: 'This category does not exist.',
} as const;

export const INQUIRY_MESSAGES = {
  notFound: 'This inquiry does not exist.',
  deleted: 'Inquiry deleted.',
} as const;
