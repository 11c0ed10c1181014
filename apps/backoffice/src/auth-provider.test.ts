import { createApi, createHttpClient, createLocalStorageSession, SESSION_STORAGE_KEY } from '@marketplace/client';
import { observeSession } from '@marketplace/client/session';
import { createFakeApi, expiredSessionFor, makeJwt, sessionFor, type Answer } from '@marketplace/client/testing';
import type { BackofficePortal, PersistedAuth, RoleClaim } from '@marketplace/contract';
import { describe, expect, it, vi } from 'vitest';
import { createAuthProvider } from './auth-provider';

/** The auth provider over the browser's persisted session (jsdom's localStorage) and a fake API. */
function setup(
  portal: BackofficePortal,
  tokens: PersistedAuth | null,
  routes: Record<string, Answer> = {},
  fetch?: typeof globalThis.fetch,
) {
  window.localStorage.clear();
  const fake = createFakeApi(routes);
  const session = observeSession(createLocalStorageSession());
  if (tokens?.jwtToken && tokens.refreshToken)
    session.write({ jwtToken: tokens.jwtToken, refreshToken: tokens.refreshToken });
  const onSessionExpired = vi.fn();
  const api = createApi(createHttpClient({ session, onSessionExpired, fetch: fetch ?? fake.fetch }));
  const leave = vi.fn();
  const authProvider = createAuthProvider({ portal, api, leave, restoreTimeoutMs: 200 });
  return { authProvider, session, fake, leave, onSessionExpired };
}

/** 'pending' when the promise has not settled shortly after: the page is being replaced. */
const outcome = (promise: Promise<unknown>) =>
  Promise.race([
    promise.then(
      () => 'resolved',
      (error: unknown) => error,
    ),
    new Promise((resolve) => setTimeout(() => resolve('pending'), 30)),
  ]);

describe('checkAuth', () => {
  it('lets an admin with a valid session into the admin portal', async () => {
    const { authProvider, leave } = setup('admin', sessionFor('Admin'));
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    expect(leave).not.toHaveBeenCalled();
  });

  it('sends a visitor to /provider-login with a full page load, settling nothing meanwhile', async () => {
    const { authProvider, leave, fake } = setup('admin', null);
    expect(await outcome(authProvider.checkAuth({}))).toBe('pending');
    expect(leave).toHaveBeenCalledWith('/provider-login');
    expect(fake.calls).toHaveLength(0);
  });

  it('treats a deleted user and an expired token without refresh token as visitors, ending what is left', async () => {
    const deleted = setup('admin', sessionFor('Admin', { IsDeleted: true }), {
      'POST /api/Auth/logout': { body: { Success: true } },
    });
    expect(await outcome(deleted.authProvider.checkAuth({}))).toBe('pending');
    expect(deleted.fake.callsTo('POST', '/api/Auth/logout')).toHaveLength(1);
    expect(deleted.session.read()).toBeNull();
    expect(deleted.leave).toHaveBeenCalledWith('/provider-login');

    const expired = { jwtToken: makeJwt('Admin', {}, -60), refreshToken: null };
    const { authProvider, leave, session } = setup('admin', null);
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ auth: expired }));
    expect(await outcome(authProvider.checkAuth({}))).toBe('pending');
    expect(session.read()).toBeNull();
    expect(leave).toHaveBeenCalledWith('/provider-login');
  });

  it('renews an expired access token once through the client before deciding', async () => {
    const renewed = { JwtToken: makeJwt('Provider'), RefreshToken: 'refresh-2' };
    const { authProvider, fake, session } = setup('provider', expiredSessionFor('Provider'), {
      'POST /api/Auth/refresh': { body: renewed },
    });
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    expect(fake.callsTo('POST', '/api/Auth/refresh')).toHaveLength(1);
    expect(session.read()).toEqual({ jwtToken: renewed.JwtToken, refreshToken: 'refresh-2' });
  });

  it('leaves for /start when the session cannot be renewed (spec 8), settling nothing meanwhile', async () => {
    const { authProvider, session, onSessionExpired } = setup('admin', expiredSessionFor('Admin'), {
      'POST /api/Auth/refresh': { status: 401, body: { Message: 'Invalid refresh token' } },
    });
    expect(await outcome(authProvider.checkAuth({}))).toBe('pending');
    expect(session.read()).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledOnce();
  });

  it('goes on with the stored session when the refresh does not answer within the restore time', async () => {
    const silent = () => new Promise<Response>(() => {});
    const { authProvider } = setup('admin', expiredSessionFor('Admin'), {}, silent);
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
  });

  it.each<[BackofficePortal, RoleClaim, string]>([
    ['admin', 'Customer', '/customer-dashboard'],
    ['admin', 'Provider', '/provider-dashboard/home'],
    ['provider', 'Customer', '/customer-dashboard'],
    ['provider', 'Admin', '/admin/analytics'],
    ['provider', 'SuperAdmin', '/admin/analytics'],
  ])('sends a %s-portal visitor signed in as %s to %s, still signed in (spec 2.2)', async (portal, role, landing) => {
    const { authProvider, leave, session } = setup(portal, sessionFor(role));
    expect(await outcome(authProvider.checkAuth({}))).toBe('pending');
    expect(leave).toHaveBeenCalledWith(landing);
    expect(session.read()).not.toBeNull();
  });

  it('lets providers into the provider portal and super admins into the admin portal', async () => {
    await expect(setup('provider', sessionFor('Provider')).authProvider.checkAuth({})).resolves.toBeUndefined();
    await expect(setup('admin', sessionFor('SuperAdmin')).authProvider.checkAuth({})).resolves.toBeUndefined();
  });
});
