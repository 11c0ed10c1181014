import { normaliseTokenPair, type TokenPair } from '@marketplace/contract';
import type { SessionStore } from './session-store';

// One refresh at a time. The API rotates the refresh token on every use and treats a rotated
// token presented again as theft, revoking the whole family (docs/decisions/accounts-and-security.md,
// "Refresh tokens"). Several requests failing together must therefore share one refresh call.

export interface SessionRefresherOptions {
  readonly session: SessionStore;
  readonly onSessionExpired: () => void;
  /** Posts {JwtToken, RefreshToken} and resolves the response, or rejects on network failure. */
  readonly postRefresh: (body: { JwtToken?: string; RefreshToken: string }) => Promise<Response>;
}

export interface SessionRefresher {
  /** True when new tokens were saved; false when the session was cleared instead. */
  refresh(): Promise<boolean>;
}

async function requestNewTokens(options: SessionRefresherOptions, refreshToken: string): Promise<TokenPair | null> {
  const jwtToken = options.session.read()?.jwtToken;
  try {
    // The (possibly expired) access token goes along as the spec says; '' would fail validation.
    const response = await options.postRefresh(
      jwtToken ? { JwtToken: jwtToken, RefreshToken: refreshToken } : { RefreshToken: refreshToken },
    );
    if (!response.ok) return null;
    // Either spelling is accepted (spec section 3): token/JwtToken, refreshToken/RefreshToken.
    return normaliseTokenPair(await response.json());
  } catch {
    return null;
  }
}

export function createSessionRefresher(options: SessionRefresherOptions): SessionRefresher {
  let inFlight: Promise<boolean> | null = null;

  async function run(): Promise<boolean> {
    const refreshToken = options.session.read()?.refreshToken;
    const pair = refreshToken ? await requestNewTokens(options, refreshToken) : null;
    if (pair) {
      options.session.write(pair);
      return true;
    }
    // Spec section 8: no valid refresh token, or the refresh failed -> clear storage, go to /start.
    options.session.clear();
    options.onSessionExpired();
    return false;
  }

  return {
    refresh() {
      inFlight ??= run().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
  };
}
