// Business constants from spec sections 2-5 and 9. Both apps and the API read them from here so a
// number changes in one place. Durations are milliseconds unless the name says otherwise.

// Money -----------------------------------------------------------------------------------------
export const CURRENCY = 'BHD';
/** The Bahraini dinar has three decimals: amounts are stored as integer fils to avoid float drift. */
export const FILS_PER_BHD = 1000;
export const ORDER_TOTAL_DECIMALS = 3;
export const TRANSACTION_AMOUNT_DECIMALS = 2;
/** The order detail shows the unit base 0.9 with three decimals ("0.900 BHD"). */
export const ITEM_PRICE_DECIMALS = 3;
/** The cart sells information requests, each at this fixed price; item prices are for reference. */
export const INFORMATION_REQUEST_PRICE_FILS = 900;
export const VAT_PERCENT = 10;
export const VAT_RATE = VAT_PERCENT / 100;
/** Sample commission shown on the client's placeholder provider transactions only. */
export const COMMISSION_RATE = 0.1;

// Paging and lists ------------------------------------------------------------------------------
export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 10;
/** Our cap: protects the database from unbounded page sizes. */
export const MAX_PAGE_SIZE = 100;
/**
 * Our cap on page numbers: the deepest offset, (MAX_PAGE - 1) × MAX_PAGE_SIZE, is about 10 million
 * rows, far inside a 32-bit integer (a page of 1e20 overflowed PostgreSQL's bigint OFFSET).
 */
export const MAX_PAGE = 100_000;
export const SEARCH_DEBOUNCE_MS = 500;
/** The orders list shows the first 8 characters of the order id. */
export const ORDER_NUMBER_LIST_LENGTH = 8;
export const DEFAULT_TOP_PROVIDERS = 5;
/** Our cap for ?topN= on top providers and most-sold items. */
export const MAX_TOP_PROVIDERS = 50;

// Media -----------------------------------------------------------------------------------------
/** "10MB" read as 10 MiB, the way browsers report File.size. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const ALLOWED_IMAGE_MIME_TYPES = ['image/jpeg', 'image/png'] as const;
export const ALLOWED_IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'png'] as const;
export const UPLOAD_TIMEOUT_MS = 30_000;
/** Media ids are UUIDs: 32 hex digits plus 4 hyphens. */
export const MEDIA_ID_LENGTH = 36;

// Identity and forms ----------------------------------------------------------------------------
/** A saved phone is "+" and at least this many digits. */
export const PHONE_MIN_DIGITS = 10;
/** The phone input refuses keystrokes beyond this many digits (E.164 maximum). */
export const PHONE_MAX_DIGITS = 15;
export const PASSWORD_MIN_LENGTH = 8;
/** The reset page shows its spinner this long before showing the form; there is no server check. */
export const RESET_LINK_CHECK_DELAY_MS = 1000;
/** Time to read the "you will be logged out" dialog before the settings reset logs the user out. */
export const PASSWORD_RESET_LOGOUT_DELAY_MS = 5000;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const DEFAULT_RATING = 5;

// Cart ------------------------------------------------------------------------------------------
export const CART_MIN_QUANTITY = 1;
export const CART_FIRST_ADD_QUANTITY = 1;
/** Window event that makes the storefront drop cached services and stock data. */
export const STOCK_UPDATED_EVENT = 'stockUpdated';

// Data layer ------------------------------------------------------------------------------------
export const QUERY_STALE_TIME_MS = 5 * 60 * 1000;
export const QUERY_GC_TIME_MS = 10 * 60 * 1000;
export const QUERY_RETRY_COUNT = 2;
export const QUERY_REFETCH_ON_WINDOW_FOCUS = false;
/** A request failing with 401/403 is retried once, after one refresh attempt. */
export const REQUEST_RETRY_AFTER_REFRESH = 1;
/** 0 means no client time-out; uploads use UPLOAD_TIMEOUT_MS instead. */
export const REQUEST_TIMEOUT_MS = 0;
/** Give up waiting for the persisted store to rehydrate after this long and render anyway. */
export const PERSIST_RESTORE_TIMEOUT_MS = 5000;

// UI timing -------------------------------------------------------------------------------------
export const COOKIE_BANNER_DELAY_MS = 2000;
export const STICKY_NAV_THRESHOLD_PX = 100;
/** The data layer's toasts: one at a time. */
export const TOAST_DURATION_MS = 4000;
export const TOAST_LIMIT = 1;
/** The stacking toaster used by the UI. */
export const STACKED_TOAST_DURATION_MS = 5000;
export const STACKED_TOAST_MAX_VISIBLE = 3;

// Tokens (seconds, the unit of the JWT exp claim) -----------------------------------------------
export const ACCESS_TOKEN_LIFETIME_SECONDS = 15 * 60;
export const REFRESH_TOKEN_LIFETIME_SECONDS = 30 * 24 * 60 * 60;
export const EMAIL_VERIFICATION_TOKEN_LIFETIME_SECONDS = 24 * 60 * 60;
export const PASSWORD_RESET_TOKEN_LIFETIME_SECONDS = 60 * 60;

// Locale: the only options the settings page offers -------------------------------------------
export const DEFAULT_LANGUAGE = 'en';
export const DEFAULT_TIMEZONE = 'Asia/Bahrain';
/** Asia/Bahrain is UTC+3 all year (no daylight saving): calendar arithmetic needs no time zone data. */
export const BAHRAIN_UTC_OFFSET_MS = 3 * 60 * 60 * 1000;

// Brand -----------------------------------------------------------------------------------------
/** The brand mark reads "Services Marketplace Bahrain"; small screens abbreviate the suffix. */
export const BRAND_NAME = 'Services Marketplace';
export const BRAND_SUFFIX = 'Bahrain';
export const BRAND_SUFFIX_SHORT = 'BH';
