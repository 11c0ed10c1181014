import { Type, type Static } from 'typebox';
import { AuthStatusSchema, RoleSchema } from '../enums';
import { CartItemSchema } from './cart';
import { UserProfileSchema } from './users';

// State the apps keep in memory and local storage (spec section 3). Never sent to the API; the
// schemas let an app validate what it reads back from storage, which a user can edit by hand.

export const AuthSessionSchema = Type.Object(
  {
    user: Type.Union([UserProfileSchema, Type.Null()]),
    status: AuthStatusSchema,
    error: Type.Union([Type.String(), Type.Null()]),
    jwtToken: Type.Union([Type.String(), Type.Null()]),
    refreshToken: Type.Union([Type.String(), Type.Null()]),
    userId: Type.Union([Type.String(), Type.Null()]),
    email: Type.Union([Type.String(), Type.Null()]),
    isAuthenticated: Type.Boolean(),
    role: Type.Union([RoleSchema, Type.Null()]),
    isActive: Type.Boolean(),
    isDeleted: Type.Boolean(),
    emailConfirmed: Type.Boolean(),
  },
  { title: 'AuthSession' },
);
export type AuthSession = Static<typeof AuthSessionSchema>;

/** Only the tokens are persisted; everything else is re-derived from the token on restore. */
export const PersistedAuthSchema = Type.Object(
  {
    jwtToken: Type.Union([Type.String(), Type.Null()]),
    refreshToken: Type.Union([Type.String(), Type.Null()]),
  },
  { title: 'PersistedAuth' },
);
export type PersistedAuth = Static<typeof PersistedAuthSchema>;

export const CartStateSchema = Type.Object(
  {
    items: Type.Array(CartItemSchema),
    isLoading: Type.Boolean(),
    error: Type.Union([Type.String(), Type.Null()]),
    cartId: Type.Union([Type.String(), Type.Null()]),
    /** The same four request states as the auth slice (idle, loading, succeeded, failed). */
    status: AuthStatusSchema,
  },
  { title: 'CartState' },
);
export type CartState = Static<typeof CartStateSchema>;

export const COOKIE_CONSENT_VALUES = ['accepted', 'necessary-only'] as const;
export type CookieConsent = (typeof COOKIE_CONSENT_VALUES)[number];

/** Necessary cookies cannot be refused, hence the literal true. */
export const CookiePreferencesSchema = Type.Object(
  { necessary: Type.Literal(true), analytics: Type.Boolean(), marketing: Type.Boolean() },
  { title: 'CookiePreferences' },
);
export type CookiePreferences = Static<typeof CookiePreferencesSchema>;

export const CookieConsentSchema = Type.Union([Type.Literal('accepted'), Type.Literal('necessary-only')], {
  title: 'CookieConsent',
});

/** "Accept All" and "Save Preferences" both store this (spec section 4). */
export const ACCEPT_ALL_COOKIES: CookiePreferences = { necessary: true, analytics: true, marketing: true };
export const NECESSARY_ONLY_COOKIES: CookiePreferences = { necessary: true, analytics: false, marketing: false };

export const THEME_PREFERENCES = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];
