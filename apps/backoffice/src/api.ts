import { createApi, createHttpClient, type Api } from '@marketplace/client';
import { createBrowserSession, type ObservableSession } from '@marketplace/client/session';
import { storefrontPaths } from './config/paths';
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
  }),
);
