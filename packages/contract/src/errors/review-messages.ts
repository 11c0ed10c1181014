// Texts the API sends for reviews (our wording; the spec only gives the client's fallback
// 'Failed to submit review', which the apps show when there is no server Message).

export const REVIEW_ERRORS = {
  orderItemNotFound: 'This order item does not exist.',
  notYourOrder: 'You can only review items from your own orders.',
  notCompleted: 'You can only review an item once its booking is completed.',
  alreadyReviewed: 'You have already reviewed this item.',
  wrongProvider: 'This item was not provided by the provider named in the review.',
  reviewNotFound: 'This review does not exist.',
  notAuthor: 'You can only change or delete your own reviews.',
  notYourBusiness: 'You can only read the reviews of your own business.',
} as const;
