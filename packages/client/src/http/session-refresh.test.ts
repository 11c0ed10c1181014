import { describe, expect, it } from 'vitest';
import { deferred, jsonResponse, type RecordedRequest } from '../testing/fake-fetch';
import { setupClient } from '../testing/setup-client';
import { expiredJwt, freshJwt } from '../testing/pinned-tokens';
import { ApiError } from './api-error';
import { REFRESH_PATH, TUNNEL_WARNING_HEADER } from './constants';

// 401/403 handling (spec sections 7 and 8): one shared refresh, one retry, and when the session
// cannot be renewed it is cleared and the app is told to go to /start.

const OLD = expiredJwt('old');
const NEW = freshJwt('new');
const stored = { jwtToken: OLD, refreshToken: 'refresh-1' };
const pascal = { JwtToken: NEW, RefreshToken: 'refresh-2' };

/** The protected route answers 200 only to the new token; refresh answers `refreshAnswer`. */
function api(refreshAnswer: () => Response | Promise<Response>, denied = 401) {
  return (request: RecordedRequest) => {
    if (request.pathname === REFRESH_PATH) return refreshAnswer();
    return request.headers.get('authorization') === `Bearer ${NEW}`
      ? jsonResponse(200, { UnreadCount: 3 })
      : jsonResponse(denied, { Message: 'You need to sign in to do this.' });
  };
}

describe('refresh then retry', () => {
  it.each([401, 403])('on %i refreshes once with the stored tokens and retries with the new one', async (status) => {
    const { http, requests, to, session, onSessionExpired } = setupClient(
      api(() => jsonResponse(200, pascal), status),
      stored,
    );
    await expect(http.request('GET', '/api/Notification/unread-count')).resolves.toEqual({ UnreadCount: 3 });
    expect(requests.map((r) => r.pathname)).toEqual([
      '/api/Notification/unread-count',
      REFRESH_PATH,
      '/api/Notification/unread-count',
    ]);
    const refresh = to(REFRESH_PATH)[0];
    expect(refresh?.method).toBe('POST');
    expect(refresh?.body).toEqual({ JwtToken: OLD, RefreshToken: 'refresh-1' });
    expect(refresh?.credentials).toBe('include');
    expect(refresh?.headers.get(TUNNEL_WARNING_HEADER)).toBe('true');
    expect(requests[2]?.headers.get('authorization')).toBe(`Bearer ${NEW}`);
    expect(session.read()).toEqual({ jwtToken: NEW, refreshToken: 'refresh-2' });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it.each([
    ['token / refreshToken', { token: NEW, refreshToken: 'refresh-2' }],
    ['JwtToken / RefreshToken', pascal],
  ])('saves a refresh answer spelled %s', async (_label, answer) => {
    const { http, session } = setupClient(
      api(() => jsonResponse(200, answer)),
      stored,
    );
    await http.request('GET', '/api/Notification/unread-count');
    expect(session.read()).toEqual({ jwtToken: NEW, refreshToken: 'refresh-2' });
  });

  it('retries once only: a second 401 rejects without another refresh and keeps the session', async () => {
    const { http, to, requests, session, onSessionExpired } = setupClient(
      (request) =>
        request.pathname === REFRESH_PATH
          ? jsonResponse(200, pascal)
          : jsonResponse(403, { Message: 'Access denied.' }),
      stored,
    );
    const error = await http.request('GET', '/api/Admin/admins').catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ApiError', status: 403, message: 'Access denied.', sessionExpired: false });
    expect(to(REFRESH_PATH)).toHaveLength(1);
    expect(requests).toHaveLength(3);
    expect(session.read()?.jwtToken).toBe(NEW);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});

describe('when the session cannot be renewed', () => {
  it.each([
    ['the refresh is refused', () => jsonResponse(401, { Message: 'Your session has expired.' })],
    ['the refresh fails on the network', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the refresh answer lacks a token', () => jsonResponse(200, { token: NEW })],
  ])('clears the session and calls onSessionExpired once when %s', async (_label, answer) => {
    const { http, session, onSessionExpired, to } = setupClient(api(answer), stored);
    const error = await http.request('GET', '/api/Notification/unread-count').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, sessionExpired: true, message: 'You need to sign in to do this.' });
    expect(session.read()).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(to('/api/Notification/unread-count')).toHaveLength(1);
  });

  it('does not call refresh without a stored refresh token', async () => {
    const { http, session, onSessionExpired, to } = setupClient(
      api(() => jsonResponse(200, pascal)),
      {
        jwtToken: OLD,
        refreshToken: null,
      },
    );
    await expect(http.request('GET', '/api/Notification')).rejects.toMatchObject({ sessionExpired: true });
    expect(to(REFRESH_PATH)).toHaveLength(0);
    expect(session.read()).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('tells the app once when several requests fail together', async () => {
    const gate = deferred<Response>();
    const { http, onSessionExpired, to } = setupClient(
      api(() => gate.promise),
      stored,
    );
    const calls = ['/api/a', '/api/b', '/api/c'].map((path) => http.request('GET', path).catch((e: unknown) => e));
    await new Promise((resolve) => setTimeout(resolve, 0));
    gate.resolve(jsonResponse(401, {}));
    const errors = await Promise.all(calls);
    expect(errors.every((error) => error instanceof ApiError && error.sessionExpired)).toBe(true);
    expect(to(REFRESH_PATH)).toHaveLength(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });
});

describe('single flight', () => {
  it('shares one refresh between requests failing at the same time', async () => {
    const gate = deferred<Response>();
    const { http, to } = setupClient(
      api(() => gate.promise),
      stored,
    );
    const first = http.request('GET', '/api/Notification/unread-count');
    const second = http.request('GET', '/api/Notification/unread-count');
    await new Promise((resolve) => setTimeout(resolve, 0));
    gate.resolve(jsonResponse(200, pascal));
    await expect(Promise.all([first, second])).resolves.toEqual([{ UnreadCount: 3 }, { UnreadCount: 3 }]);
    // The API revokes the whole token family when a rotated refresh token is presented twice.
    expect(to(REFRESH_PATH)).toHaveLength(1);
  });

  it('retries without refreshing when another request renewed the tokens meanwhile', async () => {
    const late = deferred<Response>();
    const { http, to, session } = setupClient((request) => {
      if (request.pathname === '/api/slow' && !request.headers.has('authorization')) return late.promise;
      return api(() => jsonResponse(200, pascal))(request);
    }, stored);
    const slow = http.request('GET', '/api/slow');
    await http.request('GET', '/api/Notification/unread-count');
    expect(session.read()?.jwtToken).toBe(NEW);
    late.resolve(jsonResponse(401, {}));
    await expect(slow).resolves.toEqual({ UnreadCount: 3 });
    expect(to(REFRESH_PATH)).toHaveLength(1);
  });

  it('lets the app renew through the same flight', async () => {
    const gate = deferred<Response>();
    const { http, to } = setupClient(
      api(() => gate.promise),
      stored,
    );
    const renewals = [http.refreshSession(), http.refreshSession()];
    gate.resolve(jsonResponse(200, pascal));
    await expect(Promise.all(renewals)).resolves.toEqual([true, true]);
    expect(to(REFRESH_PATH)).toHaveLength(1);
  });
});
