import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Database } from '../../db/database';
import type { Validators } from '../../lib/conditional-get';
import { keptFor, latest, makePlan, PLAN_TTL_MS, type ListingsPage, type SitemapPlan } from './sitemap-plan';
import { brandBatch, categoryBatch, listingBatch, type IdRange, type SitemapRow } from './sitemap.repository';
import { bilingualUrls, sitemapIndex, URLSET_CLOSE, URLSET_OPEN, type IndexEntry } from './sitemap-xml';

// The sitemap index and its paged sitemaps (issue 35). Each answer's validators come from the
// plan (sitemap-plan.ts), so a crawler's conditional request is answered without reading a
// listing; the body is made only when sent, as a stream of keyset batches.

/** Rows a statement reads: the bodies hold one batch at a time. */
const BATCH_ROWS = 1_000;
/**
 * Rows a chunk of XML holds: about 50 KB, small enough for V8's young generation. Chunks of a
 * whole batch (1 MB) went to its large-object space, freed only by full collections: the API's
 * resident memory grew by 90 MB over 100 pages before one ran (measured at 2,000 listings).
 */
const CHUNK_ROWS = 50;
/**
 * The protocol's limit is 50,000 URLs a sitemap, two per listing. A page only grows past its
 * planned size between plans (new listings land in the page whose id range holds them), but it
 * must never break the limit: the rest wait for the next plan, which moves them to another page.
 */
const MAX_LISTINGS_A_PAGE = 25_000;
/** Changed when the XML written changes, so that cached copies of the old form are not kept. */
const FORMAT = 'sitemap-1';

/** The public pages that are neither a listing, a category nor a brand (spec 2.1). */
const STATIC_PAGES = [
  '/home',
  '/services',
  '/brands',
  '/contact',
  '/cookie-policy',
  '/help',
  '/provider-signup',
] as const;

const LISTINGS_PAGE = /^listings-([1-9]\d{0,8})\.xml$/i;
const PAGES_SITEMAP = /^pages\.xml$/i;

export interface SitemapOptions {
  listingsPerPage: number;
}

export interface SitemapAnswer extends Validators {
  /** The document: made only when the client does not hold it already. */
  body(): Promise<string | Readable>;
}

const asDate = (w3c: string | undefined) => (w3c === undefined ? undefined : new Date(w3c));

function validators(origin: string, version: string, lastmod: string | undefined): Validators {
  const digest = createHash('sha256').update(`${FORMAT}\n${origin}\n${version}`).digest('base64url').slice(0, 27);
  return { etag: `W/"${digest}"`, lastModified: asDate(lastmod) };
}

/** Rows of one kind, read in keyset batches after the last id given, and the page each names. */
interface UrlSource {
  read(after: string | undefined): Promise<SitemapRow[]>;
  path(id: string): string;
  /** Rows at most, over all batches. */
  limit: number;
}

/**
 * The XML of rows read batch after batch, in small chunks: the next chunk is made (and the next
 * batch read) only when the response has taken the last one, as Readable.from pulls on demand.
 * The first batch is read before the stream is made, so a failing database still answers with an
 * error status rather than a cut-off document.
 */
async function streamUrls(origin: string, head: string, sources: UrlSource[]): Promise<Readable> {
  const firstBatch = await sources[0]!.read(undefined);
  async function* document() {
    yield head;
    for (const [index, source] of sources.entries()) {
      let rows = index === 0 ? firstBatch : await source.read(undefined);
      let sent = 0;
      while (rows.length > 0) {
        const taken = Math.min(rows.length, source.limit - sent);
        for (let start = 0; start < taken; start += CHUNK_ROWS) {
          let chunk = '';
          for (const row of rows.slice(start, Math.min(start + CHUNK_ROWS, taken)))
            chunk += bilingualUrls(origin, source.path(row.id), row.lastmod);
          yield chunk;
        }
        sent += taken;
        if (rows.length < BATCH_ROWS || sent >= source.limit) break;
        rows = await source.read(rows.at(-1)!.id);
      }
    }
    yield URLSET_CLOSE;
  }
  return Readable.from(document(), { objectMode: false });
}

export class SitemapService {
  private readonly plan: () => Promise<SitemapPlan>;

  constructor(
    private readonly db: Database,
    options: SitemapOptions,
  ) {
    this.plan = keptFor(PLAN_TTL_MS, () => makePlan(db, options.listingsPerPage));
  }

  /** /sitemap.xml: pages.xml, then every listings page, each with its latest change. */
  async index(origin: string): Promise<SitemapAnswer> {
    const plan = await this.plan();
    const entries: IndexEntry[] = [
      { path: '/sitemaps/pages.xml', lastmod: plan.pages.lastmod },
      ...plan.listings.map((page) => ({ path: `/sitemaps/listings-${page.number}.xml`, lastmod: page.lastmod })),
    ];
    const version = [plan.pages.version, ...plan.listings.map((page) => page.version)].join('\n');
    const lastmod = latest(...entries.map((entry) => entry.lastmod));
    return { ...validators(origin, `index\n${version}`, lastmod), body: async () => sitemapIndex(origin, entries) };
  }

  /** /sitemaps/<name>: pages.xml or listings-<n>.xml; undefined for any other name or a page past the end. */
  async sitemap(name: string, origin: string): Promise<SitemapAnswer | undefined> {
    if (PAGES_SITEMAP.test(name)) return this.pagesSitemap(origin);
    const number = LISTINGS_PAGE.exec(name)?.[1];
    if (number === undefined) return undefined;
    const page = (await this.plan()).listings[Number(number) - 1];
    return page ? this.listingsSitemap(origin, page) : undefined;
  }

  private async pagesSitemap(origin: string): Promise<SitemapAnswer> {
    const { pages } = await this.plan();
    const lastmods: Record<string, string | undefined> = {
      '/home': pages.catalogLastmod,
      '/services': pages.catalogLastmod,
      '/brands': pages.brandsLastmod,
    };
    const head = URLSET_OPEN + STATIC_PAGES.map((path) => bilingualUrls(origin, path, lastmods[path])).join('');
    return {
      ...validators(origin, `pages\n${pages.version}`, pages.lastmod),
      body: () =>
        streamUrls(origin, head, [
          {
            read: (after) => categoryBatch(this.db, after, BATCH_ROWS),
            path: (id) => `/services?CategoryId=${encodeURIComponent(id)}`,
            limit: Infinity,
          },
          {
            read: (after) => brandBatch(this.db, after, BATCH_ROWS),
            path: (id) => `/brands/${encodeURIComponent(id)}`,
            limit: Infinity,
          },
        ]),
    };
  }

  private listingsSitemap(origin: string, page: ListingsPage): SitemapAnswer {
    const range: IdRange = { from: page.from, until: page.until };
    return {
      ...validators(origin, `listings\n${page.version}`, page.lastmod),
      body: () =>
        streamUrls(origin, URLSET_OPEN, [
          {
            read: (after) => listingBatch(this.db, { ...range, after }, BATCH_ROWS),
            path: (id) => `/services/${encodeURIComponent(id)}`,
            limit: MAX_LISTINGS_A_PAGE,
          },
        ]),
    };
  }
}
