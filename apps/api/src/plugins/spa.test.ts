import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

// Through a listening server (fetch), not inject: what a browser or `curl` on `npm start` gets.
const fixtures = join(import.meta.dirname, '..', '..', 'test', 'testing');
const STOREFRONT = 'storefront-fixture';
const BACKOFFICE = 'backoffice-fixture';
const NOT_FOUND = 404;
const TO_HOME = 302;

/** Directory-like and non-canonical paths: each answers an app's index.html or a 404, never 403. */
function directoryPaths(backofficeBuilt: boolean): Record<string, string | typeof NOT_FOUND | typeof TO_HOME> {
  return {
    // The router reads `//` as the root path.
    '//': TO_HOME,
    '/./': STOREFRONT,
    '/%2e/': STOREFRONT,
    '/assets': STOREFRONT,
    '/assets/': STOREFRONT,
    '/assets//app-3f2a9c.js': STOREFRONT,
    '/home/': STOREFRONT,
    '/backoffice': STOREFRONT,
    '/backoffice/': STOREFRONT,
    '/backoffice/assets': STOREFRONT,
    '/backoffice/assets/': STOREFRONT,
    '/admin/': backofficeBuilt ? BACKOFFICE : STOREFRONT,
    '/provider-dashboard/': backofficeBuilt ? BACKOFFICE : STOREFRONT,
    '/media': NOT_FOUND,
    '/media/': NOT_FOUND,
    '/media//photo.png': NOT_FOUND,
    '/media/.hidden': NOT_FOUND,
    '/api': NOT_FOUND,
    '/api/': NOT_FOUND,
  };
}

interface RawAnswer {
  status: number;
  contentType: string;
  location: string | undefined;
  body: string;
}

interface EncodedAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  bytes: Buffer;
}

/** The bytes as sent (fetch() would decompress them), for a given Accept-Encoding. */
function encodedRequest(base: string, path: string, acceptEncoding: string): Promise<EncodedAnswer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const headers = { 'accept-encoding': acceptEncoding };
    const req = httpRequest({ host: hostname, port, method: 'GET', path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** fetch() would tidy `/./` and `//` away; a browser's address bar or curl may send them as they are. */
function rawRequest(base: string, method: string, path: string): Promise<RawAnswer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, method, path }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          contentType: String(res.headers['content-type']),
          location: res.headers.location,
          body,
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

async function serve(backofficeDir: string): Promise<{ t: TestApp; url: string }> {
  const t = await createTestApp({ STOREFRONT_DIR: join(fixtures, 'storefront'), BACKOFFICE_DIR: backofficeDir });
  await writeFile(join(t.config.mediaDir, 'photo.png'), 'png bytes');
  await writeFile(join(t.config.mediaDir, '.hidden'), 'not for anyone');
  return { t, url: await t.app.listen({ port: 0, host: '127.0.0.1' }) };
}

describe.each([
  { backoffice: 'built', dir: join(fixtures, 'backoffice') },
  { backoffice: 'not built', dir: join(fixtures, 'no-such-backoffice') },
])('pages and files over HTTP, back office $backoffice', ({ backoffice, dir }) => {
  let server: { t: TestApp; url: string };
  beforeAll(async () => {
    server = await serve(dir);
  });
  afterAll(() => server.t.close());

  it('redirects the root path to /home (spec 2.1), keeping the query, for GET and HEAD', async () => {
    for (const method of ['GET', 'HEAD']) {
      const root = await fetch(`${server.url}/`, { method, redirect: 'manual' });
      expect(root.status, method).toBe(302);
      expect(root.headers.get('location'), method).toBe('/home');
    }
    const withQuery = await fetch(`${server.url}/?ref=mail`, { redirect: 'manual' });
    expect(withQuery.headers.get('location')).toBe('/home?ref=mail');
    // What `curl -L http://localhost:3000/` shows: the storefront.
    const followed = await fetch(`${server.url}/`);
    expect(followed.url).toBe(`${server.url}/home`);
    expect(followed.status).toBe(200);
    expect(await followed.text()).toContain(STOREFRONT);
  });

  it("sends the root to the home page in the language the visitor last read, else their browser's", async () => {
    const location = async (path: string, headers: Record<string, string> = {}) =>
      (await fetch(`${server.url}${path}`, { headers, redirect: 'manual' })).headers.get('location');
    expect(await location('/', { cookie: 'theme=dark; lang=ar' })).toBe('/ar/home');
    expect(await location('/', { cookie: 'lang=en', 'accept-language': 'ar' })).toBe('/home');
    expect(await location('/', { 'accept-language': 'ar-BH,ar;q=0.9,en;q=0.5' })).toBe('/ar/home');
    expect(await location('/', { 'accept-language': 'fr', cookie: 'lang=xx' })).toBe('/home');
    expect(await location('/ar')).toBe('/ar/home');
    expect(await location('/ar/?ref=mail')).toBe('/ar/home?ref=mail');
  });

  it('remembers the language of the page read, in a cookie, once', async () => {
    const arabic = await fetch(`${server.url}/ar/services`);
    expect(arabic.status).toBe(200);
    expect(arabic.headers.get('set-cookie')).toBe('lang=ar; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(await arabic.text()).toContain('<html lang="ar" dir="rtl">');
    const again = await fetch(`${server.url}/ar/services`, { headers: { cookie: 'lang=ar' } });
    expect(again.headers.get('set-cookie')).toBeNull();
    const english = await fetch(`${server.url}/services`, { headers: { cookie: 'lang=ar' } });
    expect(english.headers.get('set-cookie')).toBe('lang=en; Path=/; Max-Age=31536000; SameSite=Lax');
  });

  it("answers directory-like paths with an app's index.html or a 404, never 403", async () => {
    for (const [path, expected] of Object.entries(directoryPaths(backoffice === 'built'))) {
      for (const method of ['GET', 'HEAD']) {
        const res = await rawRequest(server.url, method, path);
        if (expected === TO_HOME) {
          expect(res.status, `${method} ${path}`).toBe(302);
          expect(res.location, `${method} ${path}`).toBe('/home');
        } else if (expected === NOT_FOUND) {
          expect(res.status, `${method} ${path}`).toBe(404);
          if (method === 'GET') expect(JSON.parse(res.body).StatusCode, path).toBe(404);
        } else {
          expect(res.status, `${method} ${path}`).toBe(200);
          expect(res.contentType, `${method} ${path}`).toContain('text/html');
          if (method === 'GET') expect(res.body, path).toContain(expected);
        }
      }
    }
  });

  it('sends the brotli copy of a bundle to browsers that accept br (issue 18)', async () => {
    // (A page's document is made per request in its language, and compressed as it goes out.)
    const plain = await encodedRequest(server.url, '/assets/app-3f2a9c.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await encodedRequest(server.url, '/assets/app-3f2a9c.js', 'gzip, deflate, br');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.bytes).equals(plain.bytes)).toBe(true);
    // Hashed bundles stay cacheable for a year, whichever encoding; the page is always revalidated.
    expect((await encodedRequest(server.url, '/assets/app-3f2a9c.js', 'br')).headers['cache-control']).toContain(
      'immutable',
    );
    expect((await encodedRequest(server.url, '/home', 'br')).headers['cache-control']).toBe('no-cache');
    if (backoffice !== 'built') return;
    // The back office's build writes copies too (scripts/precompress.mjs).
    const admin = await encodedRequest(server.url, '/backoffice/assets/admin-1b2c3d.js', 'br');
    expect(admin.headers['content-encoding']).toBe('br');
    // The file as written, with its length (on-the-fly compression streams without one).
    const copy = readFileSync(join(fixtures, 'backoffice', 'assets', 'admin-1b2c3d.js.br'));
    expect(admin.headers['content-length']).toBe(String(copy.length));
    expect(admin.bytes.equals(copy)).toBe(true);
  });

  it('still serves the files themselves', async () => {
    expect((await fetch(`${server.url}/assets/app-3f2a9c.js`)).status).toBe(200);
    expect(await (await fetch(`${server.url}/media/photo.png`)).text()).toBe('png bytes');
    const backofficeAsset = await fetch(`${server.url}/backoffice/assets/admin-1b2c3d.js`);
    // Without a back-office build the path is an unknown page: the storefront's index.html.
    expect(await backofficeAsset.text()).toContain(backoffice === 'built' ? 'backoffice' : STOREFRONT);
  });
});
