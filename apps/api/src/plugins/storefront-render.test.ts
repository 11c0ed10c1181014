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
    <meta name="description" content="Built description" />
    <script type="module" src="/assets/app.js"></script>
  </head>
  <body>
    <noscript>This marketplace needs JavaScript to run.</noscript>
    <div id="root"></div>
  </body>
</html>`;

const SERVER_BUILD = `
export async function documentTexts(url, { origin }) {
  const path = url.split('?')[0];
  if (path === '/texts-fail') throw new Error('no texts');
  const arabic = path === '/ar' || path.startsWith('/ar/');
  return {
    lang: arabic ? 'ar' : 'en',
    dir: arabic ? 'rtl' : 'ltr',
    title: (arabic ? 'عنوان ' : 'Title of ') + path + ' <&>',
    description: 'About ' + path,
    noscript: 'Needs JavaScript ' + path,
    status: path === '/no-such-page' ? 404 : 200,
    redirect: path === '/Start' ? '/start' + url.slice(path.length) : null,
    headTags: '<link rel="canonical" href="' + origin + path + '">',
  };
}
export async function renderPage(url, { fetch, origin }) {
  const path = url.split('?')[0].replace(/^\\/ar(?=\\/)/, '');
  if (path === '/services' || path === '/services/gone') {
    const categories = await (await fetch('/api/Category')).json();
    const texts = await documentTexts(url, { origin });
    return {
      html: '<main>rendered ' + categories.length + ' categories for ' + url + ' $& $1</main>',
      head: '<script>setScheme()</script>',
      document: path === '/services/gone'
        ? { ...texts, title: 'Service not found', status: 404, headTags: '<meta name="robots" content="noindex">' }
        : texts,
      scriptHashes: ["'sha256-c2NoZW1l'"],
    };
  }
  if (path === '/boom') throw new Error('render failed');
  if (path === '/slow') return new Promise((resolve) => setTimeout(() => resolve({ html: 'late', head: '', title: '', scriptHashes: [] }), ${SERVER_RENDER_TIMEOUT_MS + 4000}));
  return null;
}
`;

/**
 * The plain index.html for a page: the browser's entry script in <head>, an empty root, the
 * language of the path, and the document's texts (those of the stand-in, or the built ones).
 */
function expectPlain(html: string, path: string, { title = `Title of ${path} &lt;&amp;&gt;` } = {}) {
  expect(html).toContain('<script type="module" src="/assets/app.js"></script>');
  expect(html).toContain('<div id="root"></div>');
  expect(html).toContain('<html lang="en" dir="ltr">');
  expect(html).toContain(`<title>${title}</title>`);
  expect(html).not.toContain('rendered');
}

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
    expect(html).toContain('<script>setScheme()</script>');
    // The document's texts and head tags are the render's, the title escaped.
    expect(html).toContain('<title>Title of /services &lt;&amp;&gt;</title>');
    expect(html).toContain(`<link rel="canonical" href="${base}/services"></head>`);
    expect(html).toContain('<html lang="en" dir="ltr">');
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
    if (method === 'GET') expectPlain(await response.text(), path);
  });

  it('sends an Arabic page right to left, with its texts and the links between the languages', async () => {
    const response = await fetch(`${base}/ar/services?Search=sofa`);
    const html = await response.text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<title>عنوان /ar/services &lt;&amp;&gt;</title>');
    expect(html).toContain('<meta name="description" content="About /ar/services" />');
    expect(html).toContain('rendered');
    const plain = await (await fetch(`${base}/ar/start`)).text();
    expect(plain).toContain('<html lang="ar" dir="rtl">');
    expect(plain).toContain('<noscript>Needs JavaScript /ar/start</noscript>');
  });

  it("keeps the built texts, in the path's language, when the build cannot give its own", async () => {
    const html = await (await fetch(`${base}/texts-fail`)).text();
    expectPlain(html, '/texts-fail', { title: 'Plain title' });
    // The page still names itself in each language.
    expect(html).toContain(
      `<link rel="alternate" hreflang="en" href="${base}/texts-fail">` +
        `<link rel="alternate" hreflang="ar" href="${base}/ar/texts-fail">` +
        `<link rel="alternate" hreflang="x-default" href="${base}/texts-fail">`,
    );
  });

  it('answers with the status the page has: 404 for no page, from the path or from the data', async () => {
    const unknown = await fetch(`${base}/no-such-page`);
    expect(unknown.status).toBe(404);
    expectPlain(await unknown.text(), '/no-such-page');
    const missing = await fetch(`${base}/services/gone`);
    expect(missing.status).toBe(404);
    const html = await missing.text();
    expect(html).toContain('<title>Service not found</title>');
    expect(html).toContain('<meta name="robots" content="noindex"></head>');
    expect(html).toContain('rendered');
  });

  it('moves a misspelt path to its right spelling with its query (301), sending no page', async () => {
    const response = await fetch(`${base}/Start?x=1`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/start?x=1');
    expect(await response.text()).toBe('');
  });

  it('sends the plain index.html when the render takes longer than its time limit', async () => {
    // The stand-in answers seconds after the limit: had the API waited, the page would be its.
    const response = await fetch(`${base}/slow`);
    expectPlain(await response.text(), '/slow');
  });

  it('sends the plain page while the most renders it runs at once are still running', async () => {
    // Each of these answers at the time limit, but its render runs on for seconds more.
    const slow = Array.from({ length: MAX_RENDERS_IN_FLIGHT }, () => fetch(`${base}/slow`).then((r) => r.text()));
    for (const html of await Promise.all(slow)) expectPlain(html, '/slow');
    expectPlain(await (await fetch(`${base}/services`)).text(), '/services');
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
      expectPlain(response.body, '/services', { title: 'Plain title' });
    } finally {
      await t.close();
      await rm(root, { recursive: true, force: true });
    }
  });
});
