import {
  imageVariantUrl,
  pathInLocale,
  type Category,
  type Locale,
  type Provider,
  type PublicReview,
  type ServiceItem,
} from '@marketplace/contract';
import { paths } from '@/config/paths';
import { parseCatalogFilters } from '@/features/catalog/lib/catalog-filters';
import { pageTitleFor } from '@/lib/page-title';
import { canonicalPath, robotsFor } from './canonical';
import type { PageKind, PageMatch } from './page-kinds';
import {
  breadcrumbData,
  businessData,
  listingData,
  websiteData,
  type AbsoluteUrl,
  type Crumb,
  type StructuredData,
} from './structured-data';
import {
  brandDescription,
  brandedTitle,
  brandTitle,
  catalogDescription,
  catalogTitle,
  listingDescription,
  listingTitle,
  type Translate,
} from './titles';

// What the head of a page says, from its route and the data it was rendered with: the title and
// description, the HTTP status (404 when the page's record is not there), the canonical URL, the
// robots rule, the preview image and the structured data. The server render builds it after the
// page (entry-server.tsx); without data (a page the browser renders) it says what the path alone
// tells. head-tags.ts writes it out.

/** A record the page asked the API for: there, not there (404), or not known (not loaded). */
export type Lookup<T> = { readonly found: T } | 'missing' | 'unknown';

/** Where the head reads the page's data (the render's query cache; nothing for an unrendered page). */
export interface PageData {
  item(id: string): Lookup<ServiceItem>;
  /** The reviews the item's page shows. */
  reviews(id: string): readonly PublicReview[];
  provider(id: string): Lookup<Provider>;
  /** The enabled categories, when the page loaded them. */
  categories(): readonly Category[] | undefined;
}

export const NO_PAGE_DATA: PageData = {
  item: () => 'unknown',
  reviews: () => [],
  provider: () => 'unknown',
  categories: () => undefined,
};

export interface PreviewImage {
  readonly url: string;
  readonly alt: string;
}

export interface PageHead {
  readonly kind: PageKind;
  readonly title: string;
  readonly description: string;
  readonly status: 200 | 404;
  /** The page's canonical app path and query (no language prefix); null for a page that is not there. */
  readonly canonicalPath: string | null;
  readonly robots: string | null;
  readonly image: PreviewImage | null;
  readonly structuredData: readonly StructuredData[];
}

/**
 * The photo width link previews get: WhatsApp drops a preview image past about 300 KB, and
 * Facebook's and X's large cards want at least 600 px across. 960 px JPEGs of the seed photos
 * weigh 60-150 KB.
 */
export const PREVIEW_IMAGE_WIDTH = 960;

export interface PageHeadInput {
  readonly match: PageMatch;
  readonly searchParams: URLSearchParams;
  readonly data: PageData;
  readonly locale: Locale;
  /** The site's origin, for absolute URLs: 'https://market.bh'. */
  readonly origin: string;
  readonly t: Translate;
}

const found = <T>(lookup: Lookup<T>): T | undefined => (typeof lookup === 'object' ? lookup.found : undefined);

export function pageHead(input: PageHeadInput): PageHead {
  const { match, searchParams, locale, origin, t } = input;
  const url: AbsoluteUrl = (appPath) => origin + pathInLocale(appPath, locale);
  const absolute = (src: string) => (src.startsWith('/') ? origin + src : src);
  const previewOf = (src: string) => absolute(imageVariantUrl(src, PREVIEW_IMAGE_WIDTH) ?? src);
  const page = specificHead(input, { url, previewOf });
  const status = page.status ?? 200;
  const canonical =
    match.canonicalPathname === null || status !== 200
      ? null
      : canonicalPath(match.kind, match.canonicalPathname, searchParams);
  return {
    kind: match.kind,
    title: page.title ?? pageTitleFor(match.canonicalPathname ?? '/not-found', (id) => t(id)),
    description: page.description ?? t('shell.document.description'),
    status,
    canonicalPath: canonical,
    robots: robotsFor(match.kind, searchParams, status),
    image: page.image ?? null,
    structuredData: page.structuredData ?? [],
  };
}

type SpecificHead = Partial<Pick<PageHead, 'title' | 'description' | 'status' | 'image' | 'structuredData'>>;

interface Urls {
  readonly url: AbsoluteUrl;
  readonly previewOf: (src: string) => string;
}

/** The parts of the head that come from the page's data; the rest is the path's (pageHead). */
function specificHead({ match, searchParams, data, locale, t }: PageHeadInput, { url, previewOf }: Urls): SpecificHead {
  const home: Crumb = { name: t('shell.nav.home'), href: paths.home.getHref() };
  const services: Crumb = { name: t('shell.nav.services'), href: paths.services.getHref() };
  const categoryCrumb = (id: string, name: string): Crumb => ({
    name,
    href: paths.services.getHref(new URLSearchParams({ CategoryId: id })),
  });
  switch (match.kind) {
    case 'not-found':
      return { status: 404, title: brandedTitle(t('shell.notFound.title'), t) };
    case 'home':
      return { structuredData: [websiteData({ name: t('shell.brand'), url, locale })] };
    case 'listing': {
      const id = match.params['serviceItemId'] ?? '';
      const lookup = data.item(id);
      if (lookup === 'missing') return { status: 404, title: brandedTitle(t('catalog.item.notFound.title'), t) };
      const item = found(lookup);
      if (!item) return {};
      const images = item.Photos.map(previewOf);
      const providerHref = paths.brand.getHref(item.ProviderId);
      return {
        title: brandedTitle(listingTitle(item, t), t),
        description: listingDescription(item, t, locale),
        image: images[0] ? { url: images[0], alt: item.Name } : undefined,
        structuredData: [
          listingData({ item, reviews: data.reviews(id), images, locale, url, providerHref }),
          breadcrumbData([home, services, categoryCrumb(item.CategoryId, item.CategoryName), { name: item.Name }], url),
        ],
      };
    }
    case 'brand': {
      const lookup = data.provider(match.params['providerId'] ?? '');
      if (lookup === 'missing') return { status: 404, title: brandedTitle(t('catalog.brand.notFound.title'), t) };
      const provider = found(lookup);
      if (!provider) return {};
      const logo = provider.UserDetails.ImageUrl ? previewOf(provider.UserDetails.ImageUrl) : null;
      const categoryName = data.categories()?.find((c) => c.CategoryId === provider.BusinessCategoryId)?.CategoryName;
      const href = paths.brand.getHref(provider.ProviderId);
      return {
        title: brandedTitle(brandTitle(provider, t), t),
        description: brandDescription(provider, t),
        image: logo ? { url: logo, alt: provider.BusinessName } : undefined,
        structuredData: [
          businessData({ provider, categoryName, logo, url, href }),
          breadcrumbData(
            [home, { name: t('shell.nav.brands'), href: paths.brands.getHref() }, { name: provider.BusinessName }],
            url,
          ),
        ],
      };
    }
    case 'catalog': {
      const filters = parseCatalogFilters(searchParams);
      const providerLookup = filters.providerId ? data.provider(filters.providerId) : 'unknown';
      const categories = data.categories();
      const category = categories?.find((c) => c.CategoryId === filters.categoryId);
      const categoryMissing = Boolean(filters.categoryId && categories && !category);
      if (providerLookup === 'missing' || categoryMissing) return { status: 404 };
      const names = { category, provider: found(providerLookup) };
      return {
        title: brandedTitle(catalogTitle(filters, names, t), t),
        description: catalogDescription(names, t),
        structuredData: category ? [breadcrumbData([home, services, { name: category.CategoryName }], url)] : [],
      };
    }
    case 'public':
      // The help page says what it explains (the others keep the site's description).
      return match.canonicalPathname === paths.help.path ? { description: t('help.page.description') } : {};
    default:
      return {};
  }
}
