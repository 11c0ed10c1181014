import { UPLOAD_TIMEOUT_MS } from '@marketplace/contract';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../testing/fake-fetch';
import { setupClient } from '../testing/setup-client';
import { customerJwt, expiredJwt, freshJwt } from '../testing/pinned-tokens';
import { ApiError } from './api-error';
import { TUNNEL_WARNING_HEADER } from './constants';

// What every request carries (spec section 7, preamble) and how answers come back.

const ok = () => jsonResponse(200, { Success: true });

describe('request basics', () => {
  it('hands a file back as bytes when asked for a blob, and a refusal as an ApiError still', async () => {
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46]);
    const { http } = setupClient((request) =>
      request.url.endsWith('/missing/pdf')
        ? jsonResponse(404, { Message: 'This tax document does not exist.' })
        : new Response(pdf, { status: 200, headers: { 'content-type': 'application/pdf' } }),
    );
    const blob = await http.request<Blob>('GET', '/api/TaxDocument/1/pdf', { responseType: 'blob' });
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(pdf);
    await expect(http.request('GET', '/api/TaxDocument/missing/pdf', { responseType: 'blob' })).rejects.toMatchObject({
      status: 404,
      message: 'This tax document does not exist.',
    });
  });

  it('joins the base URL and the path with one slash', async () => {
    const { http, requests } = setupClient(ok, null, { baseUrl: 'https://api.example.bh/' });
    await http.request('GET', '/api/Category');
    expect(requests[0]?.url).toBe('https://api.example.bh/api/Category');
    expect(http.url('api/health')).toBe('https://api.example.bh/api/health');
  });

  it('calls the page origin when no base URL is set', async () => {
    const { http, requests } = setupClient(ok);
    await http.request('GET', '/api/Category');
    expect(requests[0]?.url).toBe('/api/Category');
  });

  it('sends credentials and the tunnel-warning header on every call', async () => {
    const { http, requests } = setupClient(ok);
    await http.request('GET', '/api/Category');
    await http.request('POST', '/api/Auth/customer-login', { body: { Email: 'a@b.bh', Password: 'x' } });
    for (const request of requests) {
      expect(request.credentials).toBe('include');
      expect(request.headers.get(TUNNEL_WARNING_HEADER)).toBe('true');
      expect(request.headers.get('accept')).toBe('application/json');
    }
  });

  it("sends the reader's language as Accept-Language when told it, read on each call", async () => {
    let language: 'en' | 'ar' = 'ar';
    const { http, requests } = setupClient(ok, null, { language: () => language });
    await http.request('GET', '/api/Category');
    language = 'en';
    await http.request('GET', '/api/Category');
    expect(requests.map((request) => request.headers.get('accept-language'))).toEqual(['ar', 'en']);
    const plain = setupClient(ok);
    await plain.http.request('GET', '/api/Category');
    expect(plain.requests[0]?.headers.get('accept-language')).toBeNull();
  });

  it('sends bodies as JSON', async () => {
    const { http, requests } = setupClient(ok);
    await http.request('POST', '/api/Cart', { body: { CustomerId: 'c', Cartitems: [] } });
    expect(requests[0]?.headers.get('content-type')).toBe('application/json');
    expect(requests[0]?.body).toEqual({ CustomerId: 'c', Cartitems: [] });
  });

  it('drops undefined, null and empty query values', async () => {
    const { http, requests } = setupClient(ok);
    await http.request('GET', '/api/customer', {
      query: { page: 2, pageSize: undefined, search: '', isActive: false, isDeleted: null },
    });
    expect(requests[0]?.path).toBe('/api/customer?page=2&isActive=false');
  });

  it('resolves the parsed JSON body, text bodies as text and empty bodies as undefined', async () => {
    const answers = [
      jsonResponse(200, { A: 1 }),
      new Response('plain', { status: 200 }),
      new Response(null, { status: 204 }),
    ];
    const { http } = setupClient(() => answers.shift() ?? ok());
    await expect(http.request('GET', '/api/a')).resolves.toEqual({ A: 1 });
    await expect(http.request('GET', '/api/b')).resolves.toBe('plain');
    await expect(http.request('GET', '/api/c')).resolves.toBeUndefined();
  });
});

describe('bearer token', () => {
  it('is attached while the stored token is unexpired', async () => {
    const jwt = freshJwt();
    const { http, requests } = setupClient(ok, { jwtToken: jwt, refreshToken: 'r1' });
    await http.request('GET', '/api/Notification');
    expect(requests[0]?.headers.get('authorization')).toBe(`Bearer ${jwt}`);
  });

  it('is left out when the stored token has expired (spec 4: treated as absent)', async () => {
    const { http, requests } = setupClient(ok, { jwtToken: expiredJwt(), refreshToken: 'r1' });
    await http.request('GET', '/api/Category');
    expect(requests[0]?.headers.has('authorization')).toBe(false);
  });

  it('counts a token expiring exactly now as expired', async () => {
    const { http, requests } = setupClient(ok, { jwtToken: customerJwt(0), refreshToken: 'r1' });
    await http.request('GET', '/api/Category');
    expect(requests[0]?.headers.has('authorization')).toBe(false);
  });

  it('is left out when there is no session or the token cannot be read', async () => {
    const anonymous = setupClient(ok);
    await anonymous.http.request('GET', '/api/Category');
    expect(anonymous.requests[0]?.headers.has('authorization')).toBe(false);

    const garbled = setupClient(ok, { jwtToken: 'not-a-jwt', refreshToken: 'r1' });
    await garbled.http.request('GET', '/api/Category');
    expect(garbled.requests[0]?.headers.has('authorization')).toBe(false);
  });
});

describe('failures', () => {
  it('rejects a non-2xx answer with an ApiError carrying status and body', async () => {
    const { http } = setupClient(() => jsonResponse(409, { Message: 'A category with this name already exists.' }));
    const error = await http.request('POST', '/api/Category', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      method: 'POST',
      path: '/api/Category',
      body: { Message: 'A category with this name already exists.' },
      message: 'A category with this name already exists.',
      sessionExpired: false,
    });
  });

  it('turns a network failure into an ApiError without status, keeping the browser text', async () => {
    const { http } = setupClient(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await http.request('GET', '/api/Category').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: undefined, message: 'Failed to fetch' });
    expect((error as ApiError).cause).toBeInstanceOf(TypeError);
  });

  it('passes a caller cancellation through untouched', async () => {
    const controller = new AbortController();
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    const { http } = setupClient(() => {
      controller.abort();
      return Promise.reject(abort);
    });
    await expect(http.request('GET', '/api/Category', { signal: controller.signal })).rejects.toBe(abort);
  });
});

describe('time-outs', () => {
  it('sets none on normal requests (REQUEST_TIMEOUT_MS = 0)', async () => {
    const { http, requests } = setupClient(ok);
    await http.request('GET', '/api/Category');
    expect(requests[0]?.signal).toBeUndefined();
  });

  it('aborts a request that runs past its time-out', async () => {
    const { http, requests } = setupClient(
      (request) =>
        new Promise((_, reject) => request.signal?.addEventListener('abort', () => reject(request.signal?.reason))),
    );
    const error = await http.request('POST', '/api/Media/upload', { timeoutMs: 5 }).catch((e: unknown) => e);
    expect(requests[0]?.signal).toBeInstanceOf(AbortSignal);
    expect(error).toMatchObject({ name: 'ApiError', status: undefined });
    expect(UPLOAD_TIMEOUT_MS).toBe(30_000);
  });
});
