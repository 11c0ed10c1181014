// Field length limits. The spec gives none (section 5: "not shown"); these are our choices, applied
// identically by the TypeBox request schemas (API) and the yup form schemas (apps), so a form that
// passes on the client never meets a 400 for length on the server. They also size DB columns.

export const NAME_MAX_LENGTH = 100;
/** RFC 5321 caps a forward path at 256 octets including the angle brackets. */
export const EMAIL_MAX_LENGTH = 254;
/** "+" followed by at most PHONE_MAX_DIGITS digits. */
export const PHONE_MAX_LENGTH = 16;
export const ADDRESS_MAX_LENGTH = 300;
export const LOCATION_MAX_LENGTH = 150;
export const BUSINESS_NAME_MAX_LENGTH = 150;
export const CATEGORY_NAME_MAX_LENGTH = 100;
export const SERVICE_ITEM_NAME_MAX_LENGTH = 150;
export const DESCRIPTION_MAX_LENGTH = 2000;
export const URL_MAX_LENGTH = 2048;
export const SUBJECT_MAX_LENGTH = 200;
export const INQUIRY_MESSAGE_MAX_LENGTH = 5000;
export const REVIEW_COMMENT_MAX_LENGTH = 2000;
/** Bounds hashing cost (argon2) against very long inputs. */
export const PASSWORD_MAX_LENGTH = 128;
/** A signed JWT or opaque token; generous, but stops megabyte bodies. */
export const TOKEN_MAX_LENGTH = 4096;
export const SEARCH_MAX_LENGTH = 100;
export const PHOTOS_MAX_COUNT = 10;
/**
 * The largest amount of money any request may carry (prices, payouts, filters), in BHD. In fils it
 * is 1e9: inside the 32-bit integer columns that store fils and far inside JavaScript's safe
 * integers, so no conversion or sum of a few amounts can overflow.
 */
export const MONEY_MAX_BHD = 1_000_000;
/** Highest reference price we accept, to catch typos such as an extra three zeros. */
export const PRICE_MAX_BHD = MONEY_MAX_BHD;
export const QUANTITY_MAX = 100_000;
/** A report's, a hidden message's or a closed conversation's reason (issue 37). */
export const MODERATION_REASON_MAX_LENGTH = 500;
/** A conversation's attachment: an image or a PDF of at most 10 MB (issue 37). */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** The most messages or conversations one page of them holds. */
export const CONVERSATION_PAGE_MAX = 100;

/** A verification document's file: a PDF, JPEG or PNG of at most 10 MB (issue 38). */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** A document's number as printed on it (a CR number, a CPR, an IBAN). */
export const DOCUMENT_NUMBER_MAX_LENGTH = 40;
/** A required document's name and its explanation to providers. */
export const REQUIREMENT_NAME_MAX_LENGTH = 100;
export const REQUIREMENT_HINT_MAX_LENGTH = 500;
/** How many days before a document's expiry its provider is warned, each once (issue 38). */
export const DOCUMENT_EXPIRY_WARNING_DAYS = [30, 7] as const;
