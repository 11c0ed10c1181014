import { Type, type Static } from 'typebox';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { RoleClaimSchema } from '../enums';
import {
  ADDRESS_MAX_LENGTH,
  BUSINESS_NAME_MAX_LENGTH,
  DESCRIPTION_MAX_LENGTH,
  LOCATION_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  TOKEN_MAX_LENGTH,
} from '../limits';
import { VALIDATION_MESSAGES } from '../validation/messages';
import { OPAQUE_TOKEN_PATTERN, PASSWORD_COMPLEXITY_PATTERN, PHONE_SAVE_PATTERN } from '../validation/rules';
import {
  EmailSchema,
  LocaleSchema,
  OptionalWebsiteSchema,
  PersonNameSchema,
  requiredTextSchema,
  textSchema,
  UuidSchema,
} from './common';

// Bodies of /api/Auth/* (spec section 7.1) and the token claims the clients read (section 3).

/** A password being chosen: the reset-form rule (section 5), applied to every new password. */
export const NewPasswordSchema = Type.String({
  minLength: PASSWORD_MIN_LENGTH,
  maxLength: PASSWORD_MAX_LENGTH,
  pattern: PASSWORD_COMPLEXITY_PATTERN,
  errorMessage: {
    minLength: VALIDATION_MESSAGES.passwordTooShort,
    pattern: VALIDATION_MESSAGES.passwordComplexity,
  },
});
const TokenSchema = Type.String({ minLength: 1, maxLength: TOKEN_MAX_LENGTH, pattern: OPAQUE_TOKEN_PATTERN });

const registerCustomerProperties = {
  FirstName: PersonNameSchema,
  LastName: PersonNameSchema,
  Email: EmailSchema,
  PhoneNumber: Type.String({
    pattern: PHONE_SAVE_PATTERN,
    errorMessage: { pattern: VALIDATION_MESSAGES.phoneInvalid },
  }),
  Password: NewPasswordSchema,
};

export const RegisterCustomerRequestSchema = Type.Object(registerCustomerProperties, {
  title: 'RegisterCustomerRequest',
  additionalProperties: false,
});
export type RegisterCustomerRequest = Static<typeof RegisterCustomerRequestSchema>;

export const RegisterProviderRequestSchema = Type.Object(
  {
    ...registerCustomerProperties,
    BusinessName: requiredTextSchema(BUSINESS_NAME_MAX_LENGTH),
    BusinessCategoryId: UuidSchema,
    PrimaryLocation: requiredTextSchema(LOCATION_MAX_LENGTH),
    ContactName: Type.Optional(textSchema(NAME_MAX_LENGTH)),
    BusinessAddress: Type.Optional(textSchema(ADDRESS_MAX_LENGTH)),
    Website: Type.Optional(OptionalWebsiteSchema),
    BusinessDescription: Type.Optional(textSchema(DESCRIPTION_MAX_LENGTH, 'multi')),
  },
  { title: 'RegisterProviderRequest', additionalProperties: false },
);
export type RegisterProviderRequest = Static<typeof RegisterProviderRequestSchema>;

/** No strength rule on login: accounts may predate it, and the hint would help guessing. */
export const LoginRequestSchema = Type.Object(
  { Email: EmailSchema, Password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }) },
  { title: 'LoginRequest', additionalProperties: false },
);
export type LoginRequest = Static<typeof LoginRequestSchema>;

export const LoginResponseSchema = Type.Object(
  {
    JwtToken: Type.String(),
    RefreshToken: Type.String(),
    /** Ours: the account's language, so the app can open in it after signing in (issue 33). */
    Language: Type.Optional(LocaleSchema),
  },
  { title: 'LoginResponse' },
);
export type LoginResponse = Static<typeof LoginResponseSchema>;

// The spec accepts two spellings on refresh (section 3). All four keys are optional in the schema;
// normaliseTokenPair() (token.ts) picks whichever is present and rejects a body with neither.
// The API sends both spellings in its response so every client variant finds its own.
const tokenPairProperties = {
  JwtToken: Type.Optional(TokenSchema),
  token: Type.Optional(TokenSchema),
  RefreshToken: Type.Optional(TokenSchema),
  refreshToken: Type.Optional(TokenSchema),
};

export const RefreshRequestSchema = Type.Object(tokenPairProperties, {
  title: 'RefreshRequest',
  additionalProperties: false,
});
export type RefreshRequest = Static<typeof RefreshRequestSchema>;

export const RefreshResponseSchema = Type.Object(tokenPairProperties, { title: 'RefreshResponse' });
export type RefreshResponse = Static<typeof RefreshResponseSchema>;

export const ForgotPasswordRequestSchema = Type.Object(
  { Email: EmailSchema },
  { title: 'ForgotPasswordRequest', additionalProperties: false },
);
export type ForgotPasswordRequest = Static<typeof ForgotPasswordRequestSchema>;

export const ResetPasswordRequestSchema = Type.Object(
  { Email: EmailSchema, Token: TokenSchema, NewPassword: NewPasswordSchema },
  { title: 'ResetPasswordRequest', additionalProperties: false },
);
export type ResetPasswordRequest = Static<typeof ResetPasswordRequestSchema>;

export const VerifyEmailQuerySchema = Type.Object(
  { token: TokenSchema },
  { title: 'VerifyEmailQuery', additionalProperties: false },
);
export type VerifyEmailQuery = Static<typeof VerifyEmailQuerySchema>;

export const VerifyEmailResultSchema = Type.Object(
  { Success: Type.Boolean(), Message: Type.String() },
  { title: 'VerifyEmailResult' },
);
export type VerifyEmailResult = Static<typeof VerifyEmailResultSchema>;

export const SendVerificationRequestSchema = Type.Object(
  { Email: EmailSchema },
  { title: 'SendVerificationRequest', additionalProperties: false },
);
export type SendVerificationRequest = Static<typeof SendVerificationRequestSchema>;

/**
 * Access-token claims the clients read. Short names, as .NET-style JWTs print them:
 * `role` (RoleClaim), `nameid` (user id), `name` (e-mail), `IsActive` (e-mail verified),
 * `IsDeleted`, `EmailConfirmed`, and the standard `exp`/`iat` (seconds since the epoch).
 * Flags are JSON booleans. Other claims (jti, iss...) may appear and are ignored.
 */
export const TokenClaimsSchema = Type.Object(
  {
    role: RoleClaimSchema,
    nameid: UuidSchema,
    name: Type.String(),
    IsActive: Type.Boolean(),
    IsDeleted: Type.Boolean(),
    EmailConfirmed: Type.Boolean(),
    exp: Type.Integer({ minimum: 0 }),
    iat: Type.Optional(Type.Integer({ minimum: 0 })),
  },
  { title: 'TokenClaims' },
);
export type TokenClaims = Static<typeof TokenClaimsSchema>;
