export { CookieBanner, type CookieBannerProps } from './cookie-banner';
export {
  acceptAllConsent,
  browserConsentStorage,
  necessaryOnlyConsent,
  readCookieConsent,
  writeCookieConsent,
  COOKIE_CONSENT_STORAGE_KEY,
  type ConsentStorage,
  type StoredCookieConsent,
} from './cookie-consent';
export { useCookieBanner, type CookieBannerState, type UseCookieBannerOptions } from './use-cookie-banner';
