import type { PersistedAuth } from '@marketplace/contract';
import { describe, expect, it, vi } from 'vitest';
import { createMemorySession, SESSION_STORAGE_KEY } from '../http/session-store';
import { customerJwt, expiredJwt, freshJwt, NOW_MS, USER_ID } from '../testing/pinned-tokens';
import { endSession } from './end-session';
import { observeSession } from './observable-session';
import { needsRestore, signedInUser } from './session-user';

function memoryStorage(entries: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    key: (index) => [...map.keys()][index] ?? null,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    clear: () => map.clear(),
  };
}

const fresh: PersistedAuth = { jwtToken: freshJwt(), refreshToken: 'r1' };

describe('observeSession', () => {
  it('tells listeners about a sign-in and a sign-out, with a stable snapshot in between', () => {
    const session = observeSession(createMemorySession());
    const listener = vi.fn();
    session.subscribe(listener);
    session.write({ jwtToken: 'a.b.c', refreshToken: 'r' });
    const snapshot = session.snapshot();
    expect(snapshot).toEqual({ jwtToken: 'a.b.c', refreshToken: 'r' });
    expect(session.snapshot()).toBe(snapshot);
    session.clear();
    expect(session.snapshot()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('follows a sign-out made in another tab or the other app (storage event)', () => {
    const inner = createMemorySession(fresh);
    const target = new EventTarget();
    const session = observeSession(inner, target as unknown as Window);
    const listener = vi.fn();
    session.subscribe(listener);
    inner.clear();
    target.dispatchEvent(Object.assign(new Event('storage'), { key: 'unrelated' }));
    expect(listener).not.toHaveBeenCalled();
    target.dispatchEvent(Object.assign(new Event('storage'), { key: SESSION_STORAGE_KEY }));
    expect(listener).toHaveBeenCalledOnce();
    expect(session.snapshot()).toBeNull();
  });
});

describe('signedInUser and needsRestore', () => {
  it('reads the user from a fresh token', () => {
    expect(signedInUser(fresh, NOW_MS)).toMatchObject({ userId: USER_ID, role: 'customer' });
    expect(needsRestore(fresh, NOW_MS)).toBe(false);
  });

  it('keeps a user whose access token expired while a refresh token can renew it', () => {
    const tokens = { jwtToken: expiredJwt(), refreshToken: 'r1' };
    expect(signedInUser(tokens, NOW_MS)).toMatchObject({ userId: USER_ID });
    expect(needsRestore(tokens, NOW_MS)).toBe(true);
  });

  it('has no user for an expired token without a refresh token, a deleted user or garbage', () => {
    expect(signedInUser({ jwtToken: expiredJwt(), refreshToken: null }, NOW_MS)).toBeNull();
    expect(
      signedInUser({ jwtToken: customerJwt(900, 'x', { IsDeleted: true }), refreshToken: 'r' }, NOW_MS),
    ).toBeNull();
    expect(signedInUser({ jwtToken: 'not-a-jwt', refreshToken: null }, NOW_MS)).toBeNull();
    expect(signedInUser(null, NOW_MS)).toBeNull();
    expect(needsRestore({ jwtToken: 'not-a-jwt', refreshToken: 'r' }, NOW_MS)).toBe(true);
    expect(needsRestore(null, NOW_MS)).toBe(false);
  });
});

describe('endSession', () => {
  const device = { 'theme-preference': 'dark', 'cookie-consent': '{"consent":"accepted"}' };

  it('revokes the refresh token, clears the session and storage but keeps the device keys', async () => {
    const logout = vi.fn().mockResolvedValue({ Success: true });
    const session = createMemorySession(fresh);
    const local = memoryStorage({ ...device, [SESSION_STORAGE_KEY]: '{}', 'RaStore.sidebar.open': 'true' });
    const sessionStorage = memoryStorage({ draft: 'x' });
    await endSession({
      auth: { logout },
      session,
      keep: Object.keys(device),
      storage: { local, session: sessionStorage },
    });
    expect(logout).toHaveBeenCalledWith({ JwtToken: fresh.jwtToken, RefreshToken: 'r1' });
    expect(session.read()).toBeNull();
    expect(
      Object.fromEntries(Array.from({ length: local.length }, (_, i) => [local.key(i), local.getItem(local.key(i)!)])),
    ).toEqual(device);
    expect(sessionStorage.length).toBe(0);
  });

  it('signs out locally when the server cannot be reached', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const logout = vi.fn().mockRejectedValue(new Error('offline'));
    const session = createMemorySession(fresh);
    const storage = { local: memoryStorage(), session: memoryStorage() };
    await expect(endSession({ auth: { logout }, session, storage })).resolves.toBeUndefined();
    expect(session.read()).toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('calls nobody when there is no refresh token to revoke', async () => {
    const logout = vi.fn();
    const storage = { local: memoryStorage(), session: memoryStorage() };
    await endSession({ auth: { logout }, session: createMemorySession(), storage });
    expect(logout).not.toHaveBeenCalled();
  });
});
