import { Type, type Static, type TSchema } from 'typebox';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, RATING_MAX, RATING_MIN } from '../constants';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, URL_MAX_LENGTH } from '../limits';
import { VALIDATION_MESSAGES } from '../validation/messages';
import { EMAIL_PATTERN, NOT_BLANK_PATTERN, OPTIONAL_PHONE_PATTERN } from '../validation/rules';

// Building blocks of every wire schema. Conventions (see docs/decisions.md):
// - ids are UUID strings; timestamps are ISO 8601 date-time strings in UTC;
// - money on the wire is a JSON number in BHD (the API stores integer fils, see money.ts);
// - optional text is '' rather than null when absent, so forms can bind it directly;
//   null is kept for values whose absence means something (no stock count, no rating yet).

export const UuidSchema = Type.String({ format: 'uuid' });
export const IsoDateTimeSchema = Type.String({ format: 'date-time' });
export const NullableIsoDateTimeSchema = Type.Union([IsoDateTimeSchema, Type.Null()]);
export const MoneySchema = Type.Number({ minimum: 0, description: 'Amount in BHD (3 decimals at most)' });
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
/**
 * Required free text: not blank, at most `maxLength`. The API trims text before storing it; the
 * forms validate the raw value (formik submits uncast values), so both sides judge the same string.
 */
export function requiredTextSchema(maxLength: number) {
  return Type.String({ minLength: 1, maxLength, pattern: NOT_BLANK_PATTERN });
}
export const PersonNameSchema = requiredTextSchema(NAME_MAX_LENGTH);
/** '' when there is no phone, else + and 10-15 digits. */
export const OptionalPhoneSchema = Type.String({
  pattern: OPTIONAL_PHONE_PATTERN,
  errorMessage: { pattern: VALIDATION_MESSAGES.phoneInvalid },
});
/** Any URL the media service returned (absolute or site-relative), or '' for none. */
export const ImageUrlSchema = Type.String({ maxLength: URL_MAX_LENGTH });
export const CountSchema = Type.Integer({ minimum: 0 });
/** An average of 1-5 star ratings, or null while there are no reviews. */
export const NullableRatingSchema = Type.Union([
  Type.Number({ minimum: RATING_MIN, maximum: RATING_MAX }),
  Type.Null(),
]);

/** Route params made of one UUID, e.g. uuidParams('cartId', 'CartIdParams') for /api/Cart/:cartId. */
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

const PageSchema = Type.Integer({ minimum: 1, default: DEFAULT_PAGE });
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
export function limitPagedListSchema<T extends TSchema>(item: T, title: string) {
  return Type.Object({ Items: Type.Array(item), ...pagingCounts, Limit: Type.Integer({ minimum: 1 }) }, { title });
}

/** { Items, Page, PageSize, TotalItems, TotalPages }: customers and inquiries. */
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
