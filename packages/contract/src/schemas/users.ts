import { Type, type Static } from 'typebox';
import { ProviderAccountStateSchema } from '../enums';
import { ADDRESS_MAX_LENGTH } from '../limits';
import { sortSchema, type SortValue } from '../sorting';
import {
  CountSchema,
  ImageUrlSchema,
  IsoDateTimeSchema,
  LocaleSchema,
  MoneySchema,
  NullableIsoDateTimeSchema,
  OptionalPhoneSchema,
  pageSizePagedListSchema,
  pageSizeQueryProperties,
  PersonNameSchema,
  SearchTextSchema,
  textSchema,
  UuidSchema,
} from './common';

// Customers (spec sections 3 and 7.2) and the signed-in user's profile as the apps hold it.

/** Business block of the profile, present when the user is a provider (camelCase as in the spec). */
export const UserProfileProviderSchema = Type.Object(
  {
    providerId: UuidSchema,
    businessName: Type.String(),
    primaryLocation: Type.String(),
    accState: ProviderAccountStateSchema,
    businessDescription: Type.String(),
    contactName: Type.String(),
    businessAddress: Type.String(),
    website: Type.String(),
    isCompleted: Type.Boolean(),
    businessCategoryId: UuidSchema,
    createdAt: IsoDateTimeSchema,
    modifiedAt: NullableIsoDateTimeSchema,
    modifiedBy: Type.Union([UuidSchema, Type.Null()]),
    /** Ours: the admin's reason for the current state (Provider.StateReason). */
    stateReason: Type.Union([Type.String(), Type.Null()]),
  },
  { title: 'UserProfileProvider' },
);
export type UserProfileProvider = Static<typeof UserProfileProviderSchema>;

/** Ours: the language an account reads the marketplace and its e-mails in (issue 33). */
export const LanguagePreferenceSchema = Type.Object(
  { Language: LocaleSchema },
  { additionalProperties: false, title: 'LanguagePreference' },
);
export type LanguagePreference = Static<typeof LanguagePreferenceSchema>;

/** The current user as the apps keep it in state; built by profileFromCustomer/profileFromProvider. */
export const UserProfileSchema = Type.Object(
  {
    id: UuidSchema,
    firstName: Type.String(),
    lastName: Type.String(),
    email: Type.String(),
    phoneNumber: Type.String(),
    imageUrl: Type.String(),
    address: Type.String(),
    isActive: Type.Boolean(),
    isDeleted: Type.Boolean(),
    createdAt: IsoDateTimeSchema,
    updatedAt: NullableIsoDateTimeSchema,
    /** Ours: the account's language (LanguagePreference); the profile reads always carry it. */
    language: Type.Optional(LocaleSchema),
    provider: Type.Optional(UserProfileProviderSchema),
  },
  { title: 'UserProfile' },
);
export type UserProfile = Static<typeof UserProfileSchema>;

/** IsActive means "e-mail verified" (spec section 3). CreatedAt/UpdatedAt are our additions. */
export const CustomerSchema = Type.Object(
  {
    UserId: UuidSchema,
    FirstName: Type.String(),
    LastName: Type.String(),
    Email: Type.String(),
    PhoneNumber: Type.String(),
    Address: Type.String(),
    ImageUrl: Type.String(),
    IsActive: Type.Boolean(),
    IsDeleted: Type.Boolean(),
    CreatedAt: IsoDateTimeSchema,
    UpdatedAt: NullableIsoDateTimeSchema,
  },
  { title: 'Customer' },
);
export type Customer = Static<typeof CustomerSchema>;

export const CustomerListSchema = pageSizePagedListSchema(CustomerSchema, 'CustomerList');
export type CustomerList = Static<typeof CustomerListSchema>;

export const CUSTOMER_SORT_FIELDS = ['createdAt', 'name', 'email'] as const;
export type CustomerSortField = (typeof CUSTOMER_SORT_FIELDS)[number];
export const CustomerSortSchema = sortSchema(
  CUSTOMER_SORT_FIELDS,
  'CustomerSort',
  'createdAt, name (first then last, case-insensitive) or email, :asc or :desc; ties by id in the same direction',
);
export type CustomerSort = SortValue<CustomerSortField>;
export const DEFAULT_CUSTOMER_SORT: CustomerSort = 'createdAt:desc';

/**
 * GET /api/customer: the spec only says "with params"; search matches name, e-mail and phone.
 * Deleted customers are left out unless `isDeleted=true`, which lists only them. Newest first
 * unless `sort` says otherwise.
 */
export const CustomerListQuerySchema = Type.Object(
  {
    ...pageSizeQueryProperties,
    search: Type.Optional(SearchTextSchema),
    isActive: Type.Optional(Type.Boolean()),
    isDeleted: Type.Optional(Type.Boolean()),
    sort: Type.Optional(CustomerSortSchema),
  },
  { title: 'CustomerListQuery', additionalProperties: false },
);
export type CustomerListQuery = Static<typeof CustomerListQuerySchema>;

/**
 * GET /api/customer/{id}/details (shape ours): the customer plus order figures for the back office.
 * ActiveOrders are Pending, Confirmed or InProgress; TotalSpent is completed payments minus
 * completed refunds, in BHD.
 */
export const CustomerDetailsSchema = Type.Object(
  {
    ...CustomerSchema.properties,
    TotalOrders: CountSchema,
    ActiveOrders: CountSchema,
    CompletedOrders: CountSchema,
    CancelledOrders: CountSchema,
    TotalSpent: MoneySchema,
  },
  { title: 'CustomerDetails' },
);
export type CustomerDetails = Static<typeof CustomerDetailsSchema>;

/** ?isActive= of GET /api/Customer/user/{id} and PATCH /api/Customer/{id}/active-status. */
export const IsActiveQuerySchema = Type.Object(
  { isActive: Type.Boolean() },
  { title: 'IsActiveQuery', additionalProperties: false },
);
export type IsActiveQuery = Static<typeof IsActiveQuerySchema>;

/**
 * PATCH /api/Customer/updateUser. ImageUrl is '' when the image was removed; the profile page sends
 * IsActive true and IsDeleted false, which the API ignores for non-admins (a customer cannot
 * reactivate or undelete themselves through this call).
 */
export const UpdateUserRequestSchema = Type.Object(
  {
    UserId: UuidSchema,
    FirstName: PersonNameSchema,
    LastName: PersonNameSchema,
    PhoneNumber: OptionalPhoneSchema,
    Address: textSchema(ADDRESS_MAX_LENGTH),
    ImageUrl: ImageUrlSchema,
    IsActive: Type.Optional(Type.Boolean()),
    IsDeleted: Type.Optional(Type.Boolean()),
  },
  { title: 'UpdateUserRequest', additionalProperties: false },
);
export type UpdateUserRequest = Static<typeof UpdateUserRequestSchema>;
