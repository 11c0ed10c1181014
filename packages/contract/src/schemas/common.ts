import { Type, type Static, type TSchema } from 'typebox';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE, RATING_MAX, RATING_MIN } from '../constants';
import { EMAIL_MAX_LENGTH, MONEY_MAX_BHD, NAME_MAX_LENGTH, SEARCH_MAX_LENGTH, URL_MAX_LENGTH } from '../limits';
import { LOCALES } from '../locales';
import { VALIDATION_MESSAGES } from '../validation/messages';
import {
  EMAIL_PATTERN,
  MULTI_LINE_TEXT_PATTERN,
  NOT_BLANK_PATTERN,
  OPTIONAL_IMAGE_URL_PATTERN,
  OPTIONAL_PHONE_PATTERN,
  OPTIONAL_WEBSITE_PATTERN,
  PHOTO_PATTERN,
  SINGLE_LINE_TEXT_PATTERN,
  type TextLines,
} from '../validation/rules';

// Building blocks of every wire schema. Conventions (see docs/decisions/contract-and-client.md):
// - ids are UUID strings; timestamps are ISO 8601 date-time strings in UTC;
// - money on the wire is a JSON number in BHD (the API stores integer fils, see money.ts);
// - optional text is '' rather than null when absent, so forms can bind it directly;
//   null is kept for values whose absence means something (no stock count, no rating yet);
// - request text never holds control characters, request numbers always have a finite maximum
//   (see textSchema, MoneyAmountSchema and the paging schemas), so no input reaches the database
//   or the fils arithmetic that either would refuse.

export const UuidSchema = Type.String({ format: 'uuid' });
export const IsoDateTimeSchema = Type.String({ format: 'date-time' });
export const NullableIsoDateTimeSchema = Type.Union([IsoDateTimeSchema, Type.Null()]);
/**
 * A date-time a request may carry: ISO 8601 with an offset, a year from 0001 and no leap second
 * (JavaScript dates have none: "23:59:60Z" became an Invalid Date and a 500).
 */
export const RequestDateTimeSchema = Type.String({
  format: 'date-time',
  pattern: '^(?!0000)[0-9]{4}-[0-9]{2}-[0-9]{2}[Tt][0-9]{2}:[0-9]{2}:[0-5][0-9]',
  errorMessage: { format: VALIDATION_MESSAGES.dateTime, pattern: VALIDATION_MESSAGES.dateTime },
});
export const MoneySchema = Type.Number({ minimum: 0, description: 'Amount in BHD (3 decimals at most)' });
/** Money sent in a request: at most MONEY_MAX_BHD, so it converts to fils without overflow. */
/*#__NO_SIDE_EFFECTS__*/
export function moneyAmountSchema(options: { exclusiveMinimum?: number; maximum?: number } = {}) {
  const { exclusiveMinimum, maximum = MONEY_MAX_BHD } = options;
  return Type.Number({
    ...(exclusiveMinimum === undefined ? { minimum: 0 } : { exclusiveMinimum }),
    maximum,
    description: `Amount in BHD (3 decimals at most, ${maximum} at most)`,
  });
}
/**
 * `errorMessage` (per failing keyword) is the text the API answers with; the API's validator reads
 * it, so a 400 carries the same words as the form would show.
 */
const emailInvalid = VALIDATION_MESSAGES.emailInvalid;
export const EmailSchema = Type.String({
  format: 'email',
  pattern: EMAIL_PATTERN,
  maxLength: EMAIL_MAX_LENGTH,
  errorMessage: { format: emailInvalid, pattern: emailInvalid, maxLength: emailInvalid },
});
const plainTextMessage = { pattern: VALIDATION_MESSAGES.controlCharacters };
const textPattern = (lines: TextLines) => (lines === 'multi' ? MULTI_LINE_TEXT_PATTERN : SINGLE_LINE_TEXT_PATTERN);

/**
 * Optional free text ('' allowed), at most `maxLength`, without control characters. Multi-line text
 * (descriptions, messages, comments) may hold tabs and line breaks; single-line text may not.
 */
/*#__NO_SIDE_EFFECTS__*/
export function textSchema(maxLength: number, lines: TextLines = 'single') {
  return Type.String({ maxLength, pattern: textPattern(lines), errorMessage: plainTextMessage });
}
/** An optional Arabic text of a form (issue 33): absent keeps the current one, '' removes it. */
/*#__NO_SIDE_EFFECTS__*/
export function arabicTextSchema(maxLength: number, lines: TextLines = 'single') {
  return Type.Optional(textSchema(maxLength, lines));
}
/**
 * Required free text: not blank, at most `maxLength`, without control characters. The API trims
 * text before storing it; the forms validate the raw value (formik submits uncast values), so both
 * sides judge the same string. A schema has one `pattern`, so the not-blank rule sits in `allOf`.
 */
/*#__NO_SIDE_EFFECTS__*/
export function requiredTextSchema(maxLength: number, lines: TextLines = 'single') {
  return Type.String({
    minLength: 1,
    maxLength,
    pattern: textPattern(lines),
    errorMessage: plainTextMessage,
    allOf: [{ pattern: NOT_BLANK_PATTERN }],
  });
}
/** A search box or list filter: optional single-line text of at most SEARCH_MAX_LENGTH. */
export const SearchTextSchema = textSchema(SEARCH_MAX_LENGTH);
export const PersonNameSchema = requiredTextSchema(NAME_MAX_LENGTH);
/** '' when there is no phone, else + and 10-15 digits. */
export const OptionalPhoneSchema = Type.String({
  pattern: OPTIONAL_PHONE_PATTERN,
  errorMessage: { pattern: VALIDATION_MESSAGES.phoneInvalid },
});
/**
 * An image of a profile, category or business: '' for none, this server's `/media/...` file or an
 * http(s) address (what the media service returns). Never javascript:, data: or another scheme.
 */
export const ImageUrlSchema = Type.String({
  maxLength: URL_MAX_LENGTH,
  pattern: OPTIONAL_IMAGE_URL_PATTERN,
  errorMessage: { pattern: VALIDATION_MESSAGES.imageUrl, maxLength: VALIDATION_MESSAGES.imageUrl },
});
/** A listing photo: the media id of an upload, or an image URL as in ImageUrlSchema (never ''). */
export const PhotoSchema = Type.String({
  minLength: 1,
  maxLength: URL_MAX_LENGTH,
  pattern: PHOTO_PATTERN,
  errorMessage: { pattern: VALIDATION_MESSAGES.imageUrl, maxLength: VALIDATION_MESSAGES.imageUrl },
});
/** '' (no website) or an http(s) address with a dotted host. */
export const OptionalWebsiteSchema = Type.String({
  maxLength: URL_MAX_LENGTH,
  pattern: OPTIONAL_WEBSITE_PATTERN,
  errorMessage: { pattern: VALIDATION_MESSAGES.website, maxLength: VALIDATION_MESSAGES.website },
});
export const CountSchema = Type.Integer({ minimum: 0 });
/** An average of 1-5 star ratings, or null while there are no reviews. */
export const NullableRatingSchema = Type.Union([
  Type.Number({ minimum: RATING_MIN, maximum: RATING_MAX }),
  Type.Null(),
]);

/** Route params made of one UUID, e.g. uuidParams('cartId', 'CartIdParams') for /api/Cart/:cartId. */
/*#__NO_SIDE_EFFECTS__*/
export function uuidParams<const K extends string>(name: K, title: string) {
  return Type.Object({ [name]: UuidSchema } as Record<K, typeof UuidSchema>, {
    title,
    additionalProperties: false,
  });
}

export const IdParamsSchema = uuidParams('id', 'IdParams');
export type IdParams = Static<typeof IdParamsSchema>;
export const UserIdParamsSchema = uuidParams('userId', 'UserIdParams');
export type UserIdParams = Static<typeof UserIdParamsSchema>;

const PageSchema = Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: DEFAULT_PAGE });
const PageSizeSchema = Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE });

/** Paging of the PascalCase endpoints (service items, providers). */
export const PageLimitQuerySchema = Type.Object(
  { Page: Type.Optional(PageSchema), Limit: Type.Optional(PageSizeSchema) },
  { title: 'PageLimitQuery', additionalProperties: false },
);
export type PageLimitQuery = Static<typeof PageLimitQuerySchema>;

/** Paging of the camelCase endpoints (customers, orders, inquiries). */
export const PageSizeQuerySchema = Type.Object(
  { page: Type.Optional(PageSchema), pageSize: Type.Optional(PageSizeSchema) },
  { title: 'PageSizeQuery', additionalProperties: false },
);
export type PageSizeQuery = Static<typeof PageSizeQuerySchema>;

/** Shared paging properties, spread into the list queries of each domain. */
export const pageLimitQueryProperties = PageLimitQuerySchema.properties;
export const pageSizeQueryProperties = PageSizeQuerySchema.properties;

const pagingCounts = {
  Page: Type.Integer({ minimum: 1 }),
  TotalItems: CountSchema,
  TotalPages: CountSchema,
};

/** { Items, Page, Limit, TotalItems, TotalPages }: service items and providers. */
/*#__NO_SIDE_EFFECTS__*/
export function limitPagedListSchema<T extends TSchema>(item: T, title: string) {
  return Type.Object({ Items: Type.Array(item), ...pagingCounts, Limit: Type.Integer({ minimum: 1 }) }, { title });
}

/** { Items, Page, PageSize, TotalItems, TotalPages }: customers and inquiries. */
/*#__NO_SIDE_EFFECTS__*/
export function pageSizePagedListSchema<T extends TSchema>(item: T, title: string) {
  return Type.Object({ Items: Type.Array(item), ...pagingCounts, PageSize: Type.Integer({ minimum: 1 }) }, { title });
}

export const FieldErrorSchema = Type.Object({ Field: Type.String(), Message: Type.String() }, { title: 'FieldError' });
export type FieldError = Static<typeof FieldErrorSchema>;

/**
 * Every non-2xx body. The message is sent under both spellings because the clients read either
 * `Message` or `message` (spec section 8); readServerMessage() reads them back.
 */
export const ErrorBodySchema = Type.Object(
  {
    Message: Type.String(),
    message: Type.String(),
    StatusCode: Type.Integer({ minimum: 400, maximum: 599 }),
    Errors: Type.Optional(Type.Array(FieldErrorSchema)),
  },
  { title: 'ErrorBody' },
);
export type ErrorBody = Static<typeof ErrorBodySchema>;

export function errorBody(statusCode: number, message: string, errors?: FieldError[]): ErrorBody {
  return errors === undefined
    ? { Message: message, message, StatusCode: statusCode }
    : { Message: message, message, StatusCode: statusCode, Errors: errors };
}

/** Plain acknowledgement for commands without a resource to return (forgot-password, deletes). */
export const ActionResultSchema = Type.Object(
  { Success: Type.Boolean(), Message: Type.String() },
  { title: 'ActionResult' },
);
export type ActionResult = Static<typeof ActionResultSchema>;

/** A language of the marketplace: 'en' or 'ar' (contract/locales.ts). */
export const LocaleSchema = Type.Union([Type.Literal(LOCALES[0]), Type.Literal(LOCALES[1])], {
  title: 'Locale',
  description: 'en (English) or ar (Arabic)',
});
