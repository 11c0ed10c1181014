import type { AuthApi } from '../endpoints/auth';
import type { SessionStore } from '../http/session-store';

// Logout as spec section 4 describes it, shared by both apps so a sign-out in either one signs
// out of both: the refresh token revoked on the server (best effort), the persisted session
// cleared, local and session storage cleared except the device's own choices.

export interface EndSessionOptions {
  readonly auth: Pick<AuthApi, 'logout'>;
  readonly session: SessionStore;
  /**
   * localStorage keys that belong to the device, not the user (the theme preference, the cookie
   * choice): wiping them would re-open the cookie banner for the next person at the same browser.
   */
  readonly keep?: readonly string[];
  /** Defaults to the window's; injectable for tests. */
  readonly storage?: { readonly local: Storage; readonly session: Storage };
}

function clearBrowserStorage(storage: { local: Storage; session: Storage }, keep: readonly string[]) {
  const kept = keep.map((key) => [key, storage.local.getItem(key)] as const);
  storage.local.clear();
  storage.session.clear();
  for (const [key, value] of kept) if (value !== null) storage.local.setItem(key, value);
}

/**
 * Ends the session everywhere on this origin. A failed revocation must not keep anyone signed in,
 * so it is logged and the local session is cleared anyway; the promise never rejects for it.
 */
export async function endSession(options: EndSessionOptions): Promise<void> {
  const tokens = options.session.read();
  if (tokens?.refreshToken) {
    await options.auth
      .logout({ JwtToken: tokens.jwtToken ?? '', RefreshToken: tokens.refreshToken })
      .catch((error: unknown) => console.warn('Server sign-out failed; the local session is cleared anyway.', error));
  }
  options.session.clear();
  const storage = options.storage ?? { local: globalThis.localStorage, session: globalThis.sessionStorage };
  clearBrowserStorage(storage, options.keep ?? []);
}
