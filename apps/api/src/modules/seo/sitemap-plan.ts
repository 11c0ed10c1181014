import type { DbExecutor } from '../../db/database';
import { brandFigures, categoryFigures, listingPages, type DirectoryFigures } from './sitemap.repository';

// The plan of the sitemaps: which listings pages exist, where each starts, and when each last
// changed. It is the one statement that reads every listing, so it is made once and kept for a
// few minutes (below); the index, conditional requests and 404s of pages past the end answer from
// it alone, and a page's own request reads only that page's listings.

/**
 * How long a plan is kept. Pages stream their listings live, so within this time a new listing
 * still appears (in the page whose id range holds it) and a hidden one is already gone; what waits
 * is only the validators (ETag, Last-Modified, <lastmod> in the index) and a new page at the end.
 * Crawlers read sitemaps daily at most: minutes of delay cost nothing, while at 100,000 listings
 * the plan takes a noticeable part of a second of PostgreSQL's time.
 */
export const PLAN_TTL_MS = 5 * 60_000;

export interface ListingsPage {
  /** 1-based, as /sitemaps/listings-<number>.xml. */
  number: number;
  /** The page's id range: from its first public listing (none for page 1) up to the next page's. */
  from: string | undefined;
  until: string | undefined;
  lastmod: string;
  /** Changes whenever the page's list can have changed: its range, counts and latest change. */
  version: string;
}

export interface SitemapPlan {
  listings: ListingsPage[];
  /** pages.xml: the static pages, categories and brand pages. */
  pages: {
    lastmod: string | undefined;
    /** The latest change of any listing: when /home and /services last changed. */
    catalogLastmod: string | undefined;
    brandsLastmod: string | undefined;
    version: string;
  };
}

/** The latest of some times written alike (W3C datetimes, or the plan's exact times), if any. */
export const latest = (...times: (string | null | undefined)[]) =>
  times
    .filter((time): time is string => typeof time === 'string')
    .sort()
    .at(-1);

const figuresVersion = (figures: DirectoryFigures) => `${figures.rows}/${figures.shown}/${figures.touched ?? ''}`;

export async function makePlan(db: DbExecutor, listingsPerPage: number): Promise<SitemapPlan> {
  const [pages, categories, brands] = await Promise.all([
    listingPages(db, listingsPerPage),
    categoryFigures(db),
    brandFigures(db),
  ]);
  const listings = pages.map((page, index): ListingsPage => {
    const from = index === 0 ? undefined : page.firstId;
    const until = pages[index + 1]?.firstId;
    return {
      number: page.page,
      from,
      until,
      lastmod: page.lastmod,
      version: `${from ?? ''}/${until ?? ''}/${page.listings}/${page.rows}/${page.touched}`,
    };
  });
  const catalogLastmod = latest(...pages.map((page) => page.lastmod));
  const catalogTouched = latest(...pages.map((page) => page.touched));
  return {
    listings,
    pages: {
      lastmod: latest(catalogLastmod, categories.lastmod, brands.lastmod),
      catalogLastmod,
      brandsLastmod: brands.lastmod ?? undefined,
      version: `${catalogTouched ?? ''}/${figuresVersion(categories)}/${figuresVersion(brands)}`,
    },
  };
}

/**
 * `load`'s answer, kept for `ttlMs`. For as long again the kept answer is still given while one
 * load runs in the background to replace it, so expiry alone never makes a crawler wait for the
 * plan (about 200 ms of PostgreSQL at 100,000 listings); only the first request, or one after a
 * long quiet spell, waits. Callers that arrive while a load they need runs share it; a failed load
 * is not kept (the next caller tries again).
 */
export function keptFor<T>(ttlMs: number, load: () => Promise<T>, now: () => number = Date.now): () => Promise<T> {
  let kept: { value: T; at: number } | undefined;
  let loading: Promise<T> | undefined;
  const reload = () => {
    loading ??= (async () => {
      const at = now();
      try {
        const value = await load();
        kept = { value, at };
        return value;
      } finally {
        loading = undefined;
      }
    })();
    return loading;
  };
  return async () => {
    const age = kept ? now() - kept.at : Infinity;
    if (age < ttlMs) return kept!.value;
    if (age < 2 * ttlMs) {
      // The background load's failure reaches no one; the next caller past the limit sees it.
      reload().catch(() => undefined);
      return kept!.value;
    }
    return reload();
  };
}
