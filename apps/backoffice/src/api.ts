import { createApi, createHttpClient, type Api } from '@marketplace/client';
import { createBrowserSession, type ObservableSession } from '@marketplace/client/session';
import { BACKOFFICE_API_LANGUAGE } from '@/config/api-language';
import { storefrontPaths } from '@/config/paths';
import { leaveTo } from './full-page';

// One session, one HTTP client and one Api for the whole back office. The auth provider and the
// data provider must share them: the API rotates the refresh token on every use and revokes the
// whole session when a rotated token is presented twice, so only one client may refresh.

/** The session the storefront writes at /provider-login (`localStorage['persist:root']`). */
export const session: ObservableSession = createBrowserSession();

export const api: Api = createApi(
  createHttpClient({
    session,
    // Spec section 8: the client cleared a session it could not renew; the user goes to /start.
    onSessionExpired: () => leaveTo(storefrontPaths.start),
    // Always English (issue 33), whatever the browser sends of its own: the API answers the spec's
    // fields (CategoryName, Name, Description, BusinessName, ...) in the request's language, the
    // Arabic where there is one. The editors here edit both languages side by side, the English in
    // those fields and the Arabic in the `…Ar` ones, so read in Arabic a form would save the Arabic
    // text over the English. (The back office's own Arabic UI, issue 34, must keep this.)
    language: () => BACKOFFICE_API_LANGUAGE,
  }),
);
