import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { startEntryAfterFirstPaint } from './entry-after-paint';
import { SECURITY_HEADERS } from './security-headers';
import { MAX_RENDERS_IN_FLIGHT, SERVER_RENDER_TIMEOUT_MS } from './storefront-render';

// The API runs the storefront's server build (dist-server/entry-server.js beside dist/) for page
// requests. Here a stand-in build answers per path, so the test covers what the API does with a
// render: the document it sends, the CSP, the in-process API calls, and every way back to the
// plain index.html. The real render is tested in apps/storefront (entry-server.test.tsx) and in
// the browser by the e2e suite.

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>Plain title</title>
    <script type="module" src="/assets/app.js"></script>
  </head>
  <body>
    <noscript>This marketplace needs JavaScript to run.</noscript>
    <div id="root"></div>
  </body>
</html>`;

const SERVER_BUILD = `
export async function renderPage(url, { fetch }) {
  const path = url.split('?')[0];
  if (path === '/services') {
    const categories = await (await fetch('/api/Category')).json();
    return {
      html: '<main>rendered ' + categories.length + ' categories for ' + url + ' $& $1</main>',
      head: '<script>setScheme()</script>',
      title: 'Browse <Services> & more',
      scriptHashes: ["'sha256-c2NoZW1l'"],
    };
  }
  if (path === '/boom') throw new Error('render failed');
  if (path === '/slow') return new Promise((resolve) => setTimeout(() => resolve({ html: 'late', head: '', title: '', scriptHashes: [] }), ${SERVER_RENDER_TIMEOUT_MS + 4000}));
  return null;
}
`;

describe('server-rendered storefront pages', { timeout: 30_000 }, () => {
  let root: string;
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'storefront-render-'));
    await mkdir(join(root, 'dist'));
    await mkdir(join(root, 'dist-server'));
    await writeFile(join(root, 'dist', 'index.html'), TEMPLATE);
    await writeFile(join(root, 'dist-server', 'entry-server.js'), SERVER_BUILD);
    t = await createTestApp({ STOREFRONT_DIR: join(root, 'dist') });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
    await rm(root, { recursive: true, force: true });
  });

  it('sends the page rendered into index.html, with the CSP allowing its scripts by hash', async () => {
    const categories = (await (await fetch(`${base}/api/Category`)).json()) as unknown[];
    const response = await fetch(`${base}/services?Search=sofa`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = await response.text();
    // The entry script starts after the first paint (entry-after-paint.ts), from an inline script.
    const entryLoader = startEntryAfterFirstPaint(TEMPLATE).scriptHashes[0]!;
    expect(html).not.toContain('<script type="module" src="/assets/app.js"></script>');
    expect(html).toMatch(/<script>[^<]*"\/assets\/app.js"[^<]*<\/script><\/body>/);
    expect(response.headers.get('content-security-policy')).toBe(
      SECURITY_HEADERS['content-security-policy']!.replace(
        "script-src 'self'",
        `script-src 'self' ${entryLoader} 'sha256-c2NoZW1l'`,
      ),
    );
    // The render's API call went through this API's own routes; `$&` and `$1` arrive as written.
    expect(html).toContain(
      `<div id="root"><main>rendered ${categories.length} categories for /services?Search=sofa $& $1</main></div>`,
    );
    expect(html).toContain('<script>setScheme()</script></head>');
    expect(html).toContain('<title>Browse &lt;Services&gt; &amp; more</title>');
    // The rendered page works without JavaScript: the plain page's notice is not there to say otherwise.
    expect(TEMPLATE).toContain('<noscript>');
    expect(html).not.toContain('noscript');
  });

  it('keeps the other headers of every response', async () => {
    const response = await fetch(`${base}/services`);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      if (name !== 'content-security-policy') expect(response.headers.get(name)).toBe(value);
    }
  });

  it.each([
    ['a page the server does not render', '/start'],
    ['a render that throws', '/boom'],
    ['a HEAD request', '/services'],
  ])('sends the plain index.html for %s', async (_case, path) => {
    const method = _case === 'a HEAD request' ? 'HEAD' : 'GET';
    const response = await fetch(`${base}${path}`, { method });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe(SECURITY_HEADERS['content-security-policy']);
    if (method === 'GET') expect(await response.text()).toBe(TEMPLATE);
  });

  it('sends the plain index.html when the render takes longer than its time limit', async () => {
    // The stand-in answers seconds after the limit: had the API waited, the page would be its.
    const response = await fetch(`${base}/slow`);
    expect(await response.text()).toBe(TEMPLATE);
  });

  it('sends the plain page while the most renders it runs at once are still running', async () => {
    // Each of these answers at the time limit, but its render runs on for seconds more.
    const slow = Array.from({ length: MAX_RENDERS_IN_FLIGHT }, () => fetch(`${base}/slow`).then((r) => r.text()));
    expect(await Promise.all(slow)).toEqual(Array(MAX_RENDERS_IN_FLIGHT).fill(TEMPLATE));
    expect(await (await fetch(`${base}/services`)).text()).toBe(TEMPLATE);
  });
});

describe('a storefront server build that does not load', { timeout: 30_000 }, () => {
  it('sends the plain index.html, never an error', async () => {
    const root = await mkdtemp(join(tmpdir(), 'storefront-render-broken-'));
    await mkdir(join(root, 'dist'));
    await mkdir(join(root, 'dist-server'));
    await writeFile(join(root, 'dist', 'index.html'), TEMPLATE);
    await writeFile(join(root, 'dist-server', 'entry-server.js'), 'export const renderPage = (;');
    const t = await createTestApp({ STOREFRONT_DIR: join(root, 'dist') });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/services' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(TEMPLATE);
    } finally {
      await t.close();
      await rm(root, { recursive: true, force: true });
    }
  });
});
