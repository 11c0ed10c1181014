import createEmotionServer from '@emotion/server/create-instance';
import { createMemorySession } from '@marketplace/client';
import { observeSession } from '@marketplace/client/session';
import {
  directionOf,
  localeOfPath,
  localePrefix,
  pathWithoutLocale,
  type DocumentTexts,
  type Locale,
} from '@marketplace/contract';
import { createI18n, recordContractTexts, type I18n } from '@marketplace/i18n';
import { ColorSchemeScript, emotionCacheFor } from '@marketplace/ui';
import { defaultShouldDehydrateQuery, dehydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream, renderToStaticMarkup } from 'react-dom/server';
import { createHash } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { StaticRouter } from 'react-router';
import { AppProvider } from '@/app/provider';
import { AppRoutes, createRoutes, loadPageWithData } from '@/app/router';
import { createApiRuntime } from '@/lib/api';
import { isMissingRecord } from '@/lib/missing-record';
import { createQueryClient } from '@/lib/query-client';
import { SERVER_STATE_ELEMENT_ID } from '@/lib/server-state';
import { PAGE_TEXTS_ELEMENT_ID, pageTexts } from '@/lib/page-texts';
import { loadAllMessages } from '@/locales/catalogs';
import { headTags, scriptSafeJson } from '@/app/seo/head-tags';
import { matchPage, movedPathname } from '@/app/seo/page-kinds';
import { NO_PAGE_DATA, pageHead, type PageData } from '@/app/seo/page-head';
import { readPageData } from '@/app/seo/page-data';
import type { Translate } from '@/app/seo/titles';

// The server render of the public catalog pages (issue 18). apps/api calls renderPage for a page
// request and puts the result into the built index.html: the page's markup with its data and its
// CSS, so a phone paints the page (and finds its first photos) before the JavaScript has arrived.
// The browser then hydrates it (main.tsx) with the same data. Only pages every visitor sees alike
// are rendered here: a visitor's session lives in localStorage, which the server never sees, so the
// page is rendered signed out and the header follows the session right after hydration. Every
// document, rendered or not, also says what search engines read (issue 35, app/seo/): its status,
// its right address, its head tags and structured data.

export interface RenderedPage {
  /** Markup for inside <div id="root">. */
  readonly html: string;
  /** For the end of <head>: preloads, the colour-scheme script, the page's styles and its data. */
  readonly head: string;
  /** The document's texts and head from the page's data: its title, status, canonical URL, JSON-LD. */
  readonly document: DocumentTexts;
  /** CSP sources ('sha256-...') that allow the inline script in `head`. */
  readonly scriptHashes: readonly string[];
}

export interface DocumentOptions {
  /** The site's origin for absolute links (canonical, hreflang, Open Graph): 'https://market.bh'. */
  readonly origin: string;
}

export interface RenderOptions extends DocumentOptions {
  /** How the page's API calls reach the API (apps/api answers them in-process). */
  readonly fetch: typeof fetch;
}

const visitorSession = () => observeSession(createMemorySession(null));
// Created before any render: it switches the caches to collecting styles instead of writing a
// <style> tag beside each component. A cache keeps every style it has seen; each page takes the
// ones its markup names. Right-to-left pages have their own cache (mirrored CSS, another key).
const emotion = {
  ltr: createEmotionServer(emotionCacheFor('ltr')),
  rtl: createEmotionServer(emotionCacheFor('rtl')),
};

/** One translator per request (two requests in two languages never share one), over catalogs loaded once. */
async function translatorFor(locale: Locale): Promise<I18n> {
  return createI18n(locale, ...(await loadAllMessages(locale)));
}

/** The document of the page at `url` in the translator's language, from the data it was rendered with. */
function documentOf(url: URL, i18n: I18n, data: PageData, { origin }: DocumentOptions): DocumentTexts {
  const locale = localeOfPath(url.pathname);
  const appPathname = pathWithoutLocale(url.pathname);
  const t: Translate = (id, values) => i18n._(id, values);
  const head = pageHead({ match: matchPage(appPathname), searchParams: url.searchParams, data, locale, origin, t });
  const moved = movedPathname(appPathname);
  return {
    lang: locale,
    dir: directionOf(locale),
    title: head.title,
    description: head.description,
    noscript: t('shell.document.noscript'),
    status: head.status,
    redirect: moved === null ? null : localePrefix(locale) + moved + url.search,
    headTags: headTags({ head, locale, origin, siteName: t('shell.brand') }),
  };
}

/** The document around the page at `pathAndQuery` from its path alone (a page the browser renders). */
export async function documentTexts(pathAndQuery: string, options: DocumentOptions): Promise<DocumentTexts> {
  const url = new URL(pathAndQuery, 'http://storefront.invalid');
  return documentOf(url, await translatorFor(localeOfPath(url.pathname)), NO_PAGE_DATA, options);
}

/**
 * The whole page as one string, written out only once every lazy page and every suspended part is
 * ready: complete markup, with none of the streaming format's inline scripts (the CSP forbids them).
 */
function renderToString(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const stream = renderToPipeableStream(element, {
      // Larger boundaries would be sent apart, hidden, and moved in by an inline script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const sink = new PassThrough();
        let html = '';
        sink.on('data', (chunk: Buffer) => (html += chunk.toString('utf8')));
        sink.on('end', () => resolve(html));
        stream.pipe(sink);
      },
      onShellError: reject,
      // Any error sends the page unrendered (the browser renders it); the rest of the work stops.
      onError(error) {
        reject(error instanceof Error ? error : new Error(String(error)));
        queueMicrotask(() => stream.abort());
      },
    });
  });
}

const colorSchemeScript = renderToStaticMarkup(<ColorSchemeScript />);
const scriptHashes = [...colorSchemeScript.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
  ([, body]) =>
    `'sha256-${createHash('sha256')
      .update(body ?? '')
      .digest('base64')}'`,
);

/**
 * Outside a full document React writes the resources it hoists (the preload of a high-priority
 * image) at the start of the markup; they belong in <head>, where hydration does not look for them.
 */
function splitHoisted(html: string): { hoisted: string; body: string } {
  const hoisted = /^(?:<link [^>]*\/?>)*/.exec(html)?.[0] ?? '';
  return { hoisted, body: html.slice(hoisted.length) };
}

/**
 * What failed among the page's queries: nothing, only records that are not there (the page shows
 * its "not found" and is sent as a 404), or anything else (the browser renders the page and
 * retries).
 */
function failures(queryClient: QueryClient): 'none' | 'missing' | 'other' {
  const failed = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status !== 'success');
  if (failed.length === 0) return 'none';
  return failed.every((query) => query.state.status === 'error' && isMissingRecord(query.state.error))
    ? 'missing'
    : 'other';
}

/**
 * Renders a public catalog page with its data, or returns null when the page is not one of them or
 * its data could not be loaded (the browser then renders it, with its own error and Retry). The
 * pages rendered here are those with a route loader (router.tsx): the catalog's pages and the
 * not-found page.
 */
export async function renderPage(pathAndQuery: string, options: RenderOptions): Promise<RenderedPage | null> {
  const url = new URL(pathAndQuery, 'http://storefront.invalid');
  const locale = localeOfPath(url.pathname);
  const basename = localePrefix(locale);
  // The route table knows the app's own paths: /ar/services is /services under the /ar basename.
  const appUrl = new URL(pathWithoutLocale(url.pathname) + url.search, url);
  const i18n = await translatorFor(locale);
  const queryClient = createQueryClient();
  // A failed call is not retried here: the browser renders the page and retries it there.
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  const runtime = createApiRuntime({
    session: visitorSession(),
    onSessionExpired: () => undefined,
    fetch: options.fetch,
    locale,
  });
  const context = { queryClient, api: runtime.api };
  const routes = createRoutes(context);
  if (!(await loadPageWithData(routes, appUrl))) return null;
  if (failures(queryClient) === 'other') return null;

  const contractTextsShown = recordContractTexts(i18n);
  const rendered = await renderToString(
    <StrictMode>
      <AppProvider i18n={i18n} runtime={runtime} queryClient={queryClient}>
        <StaticRouter basename={basename || undefined} location={url.pathname + url.search}>
          <AppRoutes routes={routes} />
        </StaticRouter>
      </AppProvider>
    </StrictMode>,
  );
  // A record that is not there goes along too: the browser shows the same "not found" (server-state.tsx).
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) =>
      defaultShouldDehydrateQuery(query) || (query.state.status === 'error' && isMissingRecord(query.state.error)),
  });
  const document = documentOf(url, i18n, readPageData(queryClient, runtime.api, appUrl.searchParams), options);
  // The cache's garbage-collection timers would hold every page's data for minutes.
  queryClient.clear();
  const { hoisted, body: html } = splitHoisted(rendered);
  const styleServer = emotion[directionOf(locale)];
  const styles = styleServer.constructStyleTagsFromChunks(styleServer.extractCriticalToChunks(html));
  const jsonElement = (id: string, value: unknown) =>
    `<script id="${id}" type="application/json">${scriptSafeJson(value)}</script>`;
  const data =
    jsonElement(SERVER_STATE_ELEMENT_ID, state) +
    jsonElement(PAGE_TEXTS_ELEMENT_ID, pageTexts(i18n, contractTextsShown));
  return { html, head: hoisted + colorSchemeScript + styles + data, document, scriptHashes };
}
