import {
  ACCEPT_ALL_COOKIES,
  COOKIE_CONSENT_VALUES,
  NECESSARY_ONLY_COOKIES,
  type CookieConsent,
  type CookiePreferences,
} from '@marketplace/contract';

// The cookie choice as kept in localStorage (spec 3, "Local storage", and 4, "Cookie banner").
// The contract names the parts (consent value, cookie groups); this is the record the banner writes.

/** The stored choice: which button was used and the cookie groups it allows. */
export type StoredCookieConsent = { consent: CookieConsent } & CookiePreferences;

export const COOKIE_CONSENT_STORAGE_KEY = 'cookie-consent';

/** Only what the banner needs of localStorage, so tests and private modes can pass their own. */
export type ConsentStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** "Accept All" and "Save Preferences": analytics and marketing allowed. */
export function acceptAllConsent(): StoredCookieConsent {
  return { consent: 'accepted', ...ACCEPT_ALL_COOKIES };
}

/** "Necessary Only": analytics and marketing refused. */
export function necessaryOnlyConsent(): StoredCookieConsent {
  return { consent: 'necessary-only', ...NECESSARY_ONLY_COOKIES };
}

function isStoredCookieConsent(value: unknown): value is StoredCookieConsent {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    (COOKIE_CONSENT_VALUES as readonly unknown[]).includes(record.consent) &&
    record.necessary === true &&
    typeof record.analytics === 'boolean' &&
    typeof record.marketing === 'boolean'
  );
}

/**
 * The stored choice, or null when there is none or it cannot be trusted (hand-edited, an older
 * format, storage unavailable): the banner then asks again, which is the safe default.
 */
export function readCookieConsent(storage: ConsentStorage | null): StoredCookieConsent | null {
  if (!storage) return null;
  try {
    const raw = storage.getItem(COOKIE_CONSENT_STORAGE_KEY);
    if (raw === null) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!isStoredCookieConsent(parsed)) return null;
    const { consent, necessary, analytics, marketing } = parsed;
    return { consent, necessary, analytics, marketing };
  } catch {
    return null;
  }
}

/** Stores the choice; a full or blocked storage only means the banner asks again next visit. */
export function writeCookieConsent(storage: ConsentStorage | null, consent: StoredCookieConsent): void {
  if (!storage) return;
  try {
    storage.setItem(COOKIE_CONSENT_STORAGE_KEY, JSON.stringify(consent));
  } catch {
    // Quota exceeded or storage disabled: nothing to do but carry on without remembering.
  }
}

/** window.localStorage, or null where reading it throws (blocked cookies, sandboxed frames). */
export function browserConsentStorage(): ConsentStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
