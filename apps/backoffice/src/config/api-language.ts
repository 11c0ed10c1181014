import type { Locale } from '@marketplace/contract';

/**
 * The language of every API call of the back office, sent as Accept-Language by its one client
 * (api.ts, where the reason is) and by the tests' clients of the real API.
 */
export const BACKOFFICE_API_LANGUAGE: Locale = 'en';
