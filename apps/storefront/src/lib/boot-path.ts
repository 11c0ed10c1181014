/**
 * The path this document was loaded at. apps/api answers /admin/* and /provider-dashboard/* with the
 * back office when it is built; if the storefront itself was served there, the back office is
 * missing and a full page load would only load the storefront again.
 */
export const BOOT_PATH = typeof window === 'undefined' ? '/' : window.location.pathname;
