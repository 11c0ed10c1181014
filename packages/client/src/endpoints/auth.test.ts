import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../testing/fake-fetch';
import { setupClient } from '../testing/setup-client';
import { expiredJwt } from '../testing/pinned-tokens';
import { createAuthApi } from './auth';

// A 401 from /api/Auth/* is an answer (wrong password, used token), never an expired session:
// no refresh, no retry, the stored session untouched, and the login texts of spec section 8.

const stored = { jwtToken: expiredJwt('old'), refreshToken: 'refresh-1' };

describe('auth endpoints', () => {
  it('never refresh: a 401 at sign-in means wrong credentials', async () => {
    const { http, requests, session, onSessionExpired } = setupClient(() => jsonResponse(401, {}), stored);
    const error = await createAuthApi(http)
      .customerLogin({ Email: 'sara@example.bh', Password: 'wrong' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 401,
      sessionExpired: false,
      message: 'Invalid credentials. Please check your username and password.',
    });
    expect(requests).toHaveLength(1);
    expect(session.read()).toEqual(stored);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('never refresh when the refresh or logout call itself is refused', async () => {
    const { http, requests, onSessionExpired } = setupClient(() => jsonResponse(401, {}), stored);
    const auth = createAuthApi(http);
    await expect(auth.refresh({ RefreshToken: 'refresh-1' })).rejects.toMatchObject({ status: 401 });
    await expect(auth.logout({ RefreshToken: 'refresh-1' })).rejects.toMatchObject({ status: 401 });
    expect(requests).toHaveLength(2);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});
