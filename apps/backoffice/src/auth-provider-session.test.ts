import { createApi, createHttpClient, createLocalStorageSession, SESSION_STORAGE_KEY } from '@marketplace/client';
import { createFakeApi, sessionFor, TEST_USER_ID, type Answer } from '@marketplace/client/testing';
import type { BackofficePortal, PersistedAuth, RoleClaim } from '@marketplace/contract';
import { describe, expect, it, vi } from 'vitest';
import { createAuthProvider } from './auth-provider';

// Sign-out, errors, identity and access: the parts of the auth provider that run once signed in.

const PROFILE = `GET /api/Provider/user/${TEST_USER_ID}`;

function setup(portal: BackofficePortal, tokens: PersistedAuth | null, routes: Record<string, Answer> = {}) {
  window.localStorage.clear();
  const fake = createFakeApi(routes);
  const session = createLocalStorageSession();
  if (tokens?.jwtToken && tokens.refreshToken)
    session.write({ jwtToken: tokens.jwtToken, refreshToken: tokens.refreshToken });
  const api = createApi(createHttpClient({ session, onSessionExpired: vi.fn(), fetch: fake.fetch }));
  return { authProvider: createAuthProvider({ portal, api, leave: vi.fn() }), session, fake };
}

describe('logout', () => {
  it("signs out of both apps: revokes the refresh token and clears the shared session, keeping the device's choices", async () => {
    const tokens = sessionFor('Admin');
    const { authProvider, fake } = setup('admin', tokens, { 'POST /api/Auth/logout': { body: { Success: true } } });
    window.localStorage.setItem('theme-preference', 'dark');
    window.localStorage.setItem('RaStore.admin.sidebar.open', 'true');
    window.sessionStorage.setItem('draft', 'x');
    await expect(authProvider.logout({})).resolves.toBe('/start');
    expect(fake.callsTo('POST', '/api/Auth/logout')[0]?.body).toEqual({
      JwtToken: tokens.jwtToken,
      RefreshToken: tokens.refreshToken,
    });
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(window.localStorage.getItem('RaStore.admin.sidebar.open')).toBeNull();
    expect(window.localStorage.getItem('theme-preference')).toBe('dark');
    expect(window.sessionStorage.length).toBe(0);
  });

  it('still signs out locally when the server is unreachable', async () => {
    vi.spyOn(console, 'warn').mockImplementationOnce(() => {});
    const { authProvider } = setup('admin', sessionFor('Admin'), { 'POST /api/Auth/logout': { status: 503 } });
    await expect(authProvider.logout({})).resolves.toBe('/start');
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('sends a visitor with no session to /provider-login, calling nobody', async () => {
    const { authProvider, fake } = setup('admin', null);
    await expect(authProvider.logout({})).resolves.toBe('/provider-login');
    expect(fake.calls).toHaveLength(0);
  });
});

describe('checkError', () => {
  it('signs out on a 401 the client could not cure, and when the session is gone', async () => {
    await expect(setup('admin', sessionFor('Admin')).authProvider.checkError({ status: 401 })).rejects.toMatchObject({
      redirectTo: '/provider-login',
    });
    await expect(setup('admin', null).authProvider.checkError({ status: 500 })).rejects.toMatchObject({
      redirectTo: '/provider-login',
    });
  });

  it('keeps the user signed in on a refused action (403) or a server error', async () => {
    const { authProvider } = setup('admin', sessionFor('Admin'));
    await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
    await expect(authProvider.checkError(new Error('Failed to fetch'))).resolves.toBeUndefined();
  });
});

describe('getIdentity and getPermissions', () => {
  it('names the user from the profile, with the avatar', async () => {
    const profile = { firstName: 'Fatima', lastName: 'Ali', email: 'fatima@example.bh', imageUrl: '/media/a.png' };
    const { authProvider } = setup('admin', sessionFor('Admin'), { [PROFILE]: { body: profile } });
    await expect(authProvider.getIdentity!()).resolves.toEqual({
      id: TEST_USER_ID,
      fullName: '\u2068Fatima Ali\u2069',
      avatar: '/media/a.png',
    });
    await expect(authProvider.getPermissions!({})).resolves.toBe('admin');
  });

  it('falls back to the e-mail when the profile cannot be read', async () => {
    const { authProvider } = setup('provider', sessionFor('Provider'), { [PROFILE]: { status: 500 } });
    await expect(authProvider.getIdentity!()).resolves.toEqual({ id: TEST_USER_ID, fullName: 'sara@example.bh' });
  });
});

describe('canAccess', () => {
  const can = (portal: BackofficePortal, role: RoleClaim | null, resource: string, action = 'list') =>
    setup(portal, role ? sessionFor(role) : null).authProvider.canAccess!({ resource, action });

  it.each<[BackofficePortal, RoleClaim | null, string, boolean]>([
    ['admin', 'Admin', 'categories', true],
    ['admin', 'Admin', 'admins', false],
    ['admin', 'SuperAdmin', 'admins', true],
    ['admin', 'SuperAdmin', 'categories', true],
    ['admin', 'Provider', 'categories', false],
    ['admin', 'Customer', 'categories', false],
    ['admin', null, 'categories', false],
    ['provider', 'Provider', 'service-items', true],
    ['provider', 'Admin', 'service-items', false],
    ['provider', 'SuperAdmin', 'service-items', false],
  ])('%s portal, %s, %s: %s', async (portal, role, resource, allowed) => {
    await expect(can(portal, role, resource)).resolves.toBe(allowed);
  });

  it('refuses every action on super-admin-only resources to plain admins', async () => {
    for (const action of ['list', 'show', 'create', 'edit', 'delete']) {
      await expect(can('admin', 'Admin', 'admins', action)).resolves.toBe(false);
    }
  });
});
