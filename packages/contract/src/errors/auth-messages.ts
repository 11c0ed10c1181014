// Texts of the sign-in, registration and session flows (spec sections 4 and 8), verbatim. The API
// puts them in the error body's Message so the apps show the server text first (section 8 rule)
// and fall back to the same constant when there is no server answer. Change a text only here.

import type { ToastText } from './toast-text';

export const SESSION_MESSAGES = {
  signedOut: { title: 'Signed out', description: 'You have been signed out successfully' },
  accountNotVerified: {
    title: 'Account Not Verified',
    description: 'Your account is not verified. Please verify email.',
  },
} as const satisfies Record<string, ToastText>;

export const REGISTRATION_ERRORS = {
  badRequest: 'Registration failed. Please check your information and try again.',
  fallback: 'An unexpected error occurred during registration',
} as const;

export const LOGIN_ERRORS = {
  badRequest: 'Username or password incorrect',
  unauthorized: 'Invalid credentials. Please check your username and password.',
  forbidden: 'Access denied. Please check your role permissions.',
  fallback: 'An unexpected error occurred during login',
} as const;

export const CUSTOMER_PORTAL_LOGIN_ERRORS = {
  forbidden: 'Access denied. This account is not authorized for customer access.',
  wrongRole: 'Invalid credentials. This account is not authorized for customer access.',
} as const;

export const PROVIDER_PORTAL_LOGIN_ERRORS = {
  forbidden: 'Access denied. This account is not authorized for provider or admin access.',
  wrongRole: 'Invalid credentials. This account is not authorized for provider or admin access.',
} as const;

/** A persisted session whose role does not fit the portal it is restored in. */
export const STORED_SESSION_ERRORS = {
  notAuthorized: 'Access denied: You are not authorized to access this portal.',
  invalidCredentialsOrRole: 'Access denied: Invalid credentials or role.',
} as const;

/** The API sends `removed`; `deleted` is the wording of the other client variant. */
export const DELETED_USER_ERRORS = {
  removed: 'You have been removed from the system and cannot login.',
  deleted: 'You have been deleted from the system and cannot login.',
} as const;
