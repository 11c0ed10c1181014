import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { startEntryAfterFirstPaint } from './entry-after-paint';
import { contentSecurityPolicy } from './security-headers';
import type { DocumentTexts } from '@marketplace/contract';
import { localizeDocument } from './storefront-document';

// The storefront's public catalog pages are sent rendered, with their data, so a phone paints the
// page and finds its first photos before the JavaScript has arrived (issue 18); the storefront
// then hydrates that markup. The render itself is the storefront's (apps/storefront/src/
// entry-server.tsx, built to dist-server/entry-server.js); this file runs it for a page request.
// Anything that goes wrong (no server build, an error, a slow database) sends the plain
// index.html instead, which renders in the browser as before: never an error page. Either way the
// document is in the page's language and carries what search engines read (storefront-document.ts):
// the page's status (404 for no page), its head tags, or a 301 to the path's right spelling.

/** What the storefront's server build exports. */
interface StorefrontServerBuild {
  renderPage(
    pathAndQuery: string,
    options: { fetch: typeof fetch; origin: string },
  ): Promise<{ html: string; head: string; document: DocumentTexts; scriptHashes: readonly string[] } | null>;
  documentTexts(pathAndQuery: string, options: { origin: string }): Promise<DocumentTexts>;
}

export interface StorefrontDocument {
  readonly html: string;
  /** 404 for a path that is no page or a record that is not there (the page says so too). */
  readonly status: number;
  /** The page's right address when the path misspells it (301); the document is then not sent. */
  readonly redirect: string | null;
  /** A rendered page's own policy (its inline scripts by hash); the plain page keeps the default. */
  readonly contentSecurityPolicy?: string;
}

export type StorefrontDocuments = (request: FastifyRequest) => Promise<StorefrontDocument>;

/** A render that takes longer loses to the plain page, which the browser renders itself. */
export const SERVER_RENDER_TIMEOUT_MS = 1500;

/**
 * Renders at once at most; further page requests get the plain page. A render costs tens of
 * milliseconds of CPU: under a rush the API's own calls come first, and browsers render for
 * themselves as they did before server rendering.
 */
export const MAX_RENDERS_IN_FLIGHT = 8;

const serverBuildPath = (storefrontDir: string) => join(storefrontDir, '..', 'dist-server', 'entry-server.js');

function responseHeaders(headers: Record<string, string | string[] | number | undefined>): Headers {
  const result = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) result.append(name, String(one));
  }
  return result;
}

/**
 * fetch() for the render's API calls, answered in-process by this API's own routes with every hook
 * (rate limits count against the visitor's own address, as the browser's calls would).
 */
function inProcessFetch(fastify: FastifyInstance, remoteAddress: string): typeof fetch {
  return async (input, init) => {
    const url =
      typeof input === 'string' ? input : input instanceof URL ? `${input.pathname}${input.search}` : input.url;
    const response = await fastify.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
      remoteAddress,
    });
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : response.rawPayload, {
      status: response.statusCode,
      headers: responseHeaders(response.headers),
    });
  };
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Loads the storefront's server build next to its browser build; null when it was not built
 * or failed to load (the pages are then rendered by the browser alone, their documents in English
 * texts). It loads beside the API's start and the first page request waits for it.
 */
function loadServerBuild(fastify: FastifyInstance, storefrontDir: string): Promise<StorefrontServerBuild | null> {
  const buildPath = serverBuildPath(storefrontDir);
  if (!existsSync(buildPath)) {
    fastify.log.warn({ path: buildPath }, 'storefront server build not found: pages render in the browser only');
    return Promise.resolve(null);
  }
  return (import(pathToFileURL(buildPath).href) as Promise<StorefrontServerBuild>).catch((error: unknown) => {
    fastify.log.warn(
      { err: error, path: buildPath },
      'storefront server build failed to load: pages render in the browser only',
    );
    return null;
  });
}

/**
 * The document of any storefront page: the page rendered with its data when it is one of the
 * public catalog pages and the render succeeds in time, else the plain index.html; both in the
 * page's language. A GET may be rendered; a HEAD gets the plain document.
 */
export function createStorefrontDocuments(fastify: FastifyInstance, storefrontDir: string): StorefrontDocuments {
  const loading = Promise.all([
    readFile(join(storefrontDir, 'index.html'), 'utf8'),
    loadServerBuild(fastify, storefrontDir),
  ]).then(([index, build]) => ({ index, deferred: startEntryAfterFirstPaint(index), build }));
  let inFlight = 0;
  /** The render, counted in flight until it ends (a render past its time limit still runs). */
  const render = (build: StorefrontServerBuild, request: FastifyRequest) => {
    inFlight += 1;
    const rendering = build.renderPage(request.url, {
      fetch: inProcessFetch(fastify, request.ip),
      origin: request.linkOrigin,
    });
    void rendering.catch(() => undefined).finally(() => (inFlight -= 1));
    return rendering;
  };
  /** The texts of the page's document; null (English as built) when the build cannot say. */
  const textsFor = async (build: StorefrontServerBuild | null, request: FastifyRequest) => {
    if (!build) return null;
    try {
      return await build.documentTexts(request.url, { origin: request.linkOrigin });
    } catch (error) {
      request.log.warn({ err: error }, 'storefront document texts failed: sending the built ones');
      return null;
    }
  };
  /** The rendered page in the deferred-entry template with its data's texts, or null for the plain page. */
  const renderedPage = async (
    build: StorefrontServerBuild | null,
    { template, scriptHashes: entryScriptHashes }: { template: string; scriptHashes: readonly string[] },
    request: FastifyRequest,
  ): Promise<{ html: string; texts: DocumentTexts; contentSecurityPolicy: string } | null> => {
    if (!build || request.method !== 'GET' || inFlight >= MAX_RENDERS_IN_FLIGHT) return null;
    try {
      const page = await withTimeout(render(build, request), SERVER_RENDER_TIMEOUT_MS);
      if (!page) return null;
      // Replacer functions: a page's text may hold `$&` and the like, which a replacement string
      // would expand. (The title is the document texts' own.)
      const html = template
        .replace('</head>', () => `${page.head}</head>`)
        .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`)
        // A rendered page works without JavaScript (its searches, filters and pagers are forms and
        // links), so the plain page's "needs JavaScript" notice would be wrong here (issue 32).
        .replace(/<noscript>[^<]*<\/noscript>\s*/, '');
      const scriptHashes = [...entryScriptHashes, ...page.scriptHashes];
      return { html, texts: page.document, contentSecurityPolicy: contentSecurityPolicy({ scriptHashes }) };
    } catch (error) {
      request.log.warn({ err: error }, 'server render failed: sending the page for the browser to render');
      return null;
    }
  };
  return async (request) => {
    const { index, deferred, build } = await loading;
    const [pathTexts, page] = await Promise.all([textsFor(build, request), renderedPage(build, deferred, request)]);
    // A rendered page's texts come from its data (an item's name, a 404 for a missing one).
    const texts = page?.texts ?? pathTexts;
    return {
      html: localizeDocument(page?.html ?? index, request.url, request.linkOrigin, texts),
      status: texts?.status ?? 200,
      redirect: texts?.redirect ?? null,
      ...(page ? { contentSecurityPolicy: page.contentSecurityPolicy } : {}),
    };
  };
}
