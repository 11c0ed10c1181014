import { COOKIE_CONSENT_STORAGE_KEY } from '../components/cookie-banner/cookie-consent';
import { THEME_PREFERENCE_STORAGE_KEY } from '../theme/theme-preference';

/**
 * localStorage entries that belong to the device, not to the signed-in person: both apps keep them
 * through a sign-out (docs/decisions/storefront.md), so the theme stays and the cookie banner does not return.
 */
export const DEVICE_STORAGE_KEYS: readonly string[] = [THEME_PREFERENCE_STORAGE_KEY, COOKIE_CONSENT_STORAGE_KEY];
