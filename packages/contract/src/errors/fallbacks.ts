import {
  LOGIN_ERRORS,
  CUSTOMER_PORTAL_LOGIN_ERRORS,
  PROVIDER_PORTAL_LOGIN_ERRORS,
  REGISTRATION_ERRORS,
} from './auth-messages';
import { ORDER_ERRORS, REVIEW_MESSAGES, SETTINGS_PASSWORD_RESET, UPLOAD_ERRORS } from './feature-messages';

// The generic "Failed to ..." texts shown when a data call fails without a server message
// (spec section 8, "Default fallbacks"), keyed by the action so call sites cannot misspell them.
export const DEFAULT_FALLBACKS = {
  fetchServiceItems: 'Failed to fetch service items',
  fetchProviders: 'Failed to fetch providers',
  fetchProvider: 'Failed to fetch provider',
  updateProvider: 'Failed to update provider',
  updateProviderStatus: 'Failed to update provider status',
  fetchDashboard: 'Failed to fetch dashboard',
  fetchCustomers: 'Failed to fetch customers',
  fetchCustomer: 'Failed to fetch customer',
  deleteCustomer: 'Failed to delete customer',
  updateCustomer: 'Failed to update customer',
  updateCustomerProfile: 'Failed to update customer profile',
  fetchCategories: 'Failed to fetch categories',
  createCategory: 'Failed to create category',
  updateCategory: 'Failed to update category',
  updateCategoryStatus: 'Failed to update category status',
  fetchDashboardStats: 'Failed to fetch dashboard stats',
  fetchTopSoldItems: 'Failed to fetch top sold items',
  fetchYearlyRevenue: 'Failed to fetch yearly revenue',
  fetchTopProviders: 'Failed to fetch top providers',
  fetchInquiries: 'Failed to fetch inquiries',
  updateInquiryStatus: 'Failed to update inquiry status',
  deleteInquiry: 'Failed to delete inquiry',
  fetchAdmins: 'Failed to fetch admins',
  addToCart: 'Failed to add to cart',
  updateCart: 'Failed to update cart',
  updateQuantity: 'Failed to update quantity',
  removeFromCart: 'Failed to remove item from cart',
  clearCart: 'Failed to clear cart',
  unknown: 'Unknown error',
} as const satisfies Record<string, string>;

export type FallbackKey = keyof typeof DEFAULT_FALLBACKS;

/** What errorMessageFromResponse falls back to after the server's own message. */
export interface ErrorFallbacks {
  /** Texts per HTTP status, tried second. */
  readonly byStatus?: Readonly<Partial<Record<number, string>>>;
  /** The last resort when the error carries no message of its own. */
  readonly fallback: string;
}

export const REGISTRATION_FALLBACKS: ErrorFallbacks = {
  byStatus: { 400: REGISTRATION_ERRORS.badRequest },
  fallback: REGISTRATION_ERRORS.fallback,
};

export const LOGIN_FALLBACKS: ErrorFallbacks = {
  byStatus: { 400: LOGIN_ERRORS.badRequest, 401: LOGIN_ERRORS.unauthorized, 403: LOGIN_ERRORS.forbidden },
  fallback: LOGIN_ERRORS.fallback,
};

/** The customer portal replaces only the 403 text of the general login mapping. */
export const CUSTOMER_LOGIN_FALLBACKS: ErrorFallbacks = {
  byStatus: { ...LOGIN_FALLBACKS.byStatus, 403: CUSTOMER_PORTAL_LOGIN_ERRORS.forbidden },
  fallback: LOGIN_ERRORS.fallback,
};

export const PROVIDER_LOGIN_FALLBACKS: ErrorFallbacks = {
  byStatus: { ...LOGIN_FALLBACKS.byStatus, 403: PROVIDER_PORTAL_LOGIN_ERRORS.forbidden },
  fallback: LOGIN_ERRORS.fallback,
};

export const UPLOAD_FALLBACKS: ErrorFallbacks = {
  byStatus: {
    413: UPLOAD_ERRORS.tooLarge,
    415: UPLOAD_ERRORS.unsupportedType,
    500: UPLOAD_ERRORS.serverError,
  },
  fallback: DEFAULT_FALLBACKS.unknown,
};

export const ORDER_FALLBACKS: ErrorFallbacks = { fallback: ORDER_ERRORS.fallback };
export const REVIEW_FALLBACKS: ErrorFallbacks = { fallback: REVIEW_MESSAGES.fallback };
export const SETTINGS_PASSWORD_RESET_FALLBACKS: ErrorFallbacks = {
  fallback: SETTINGS_PASSWORD_RESET.failedFallback,
};

/** Fallbacks for a plain data call: only the default text of that action. */
export function fallbacksFor(key: FallbackKey): ErrorFallbacks {
  return { fallback: DEFAULT_FALLBACKS[key] };
}
