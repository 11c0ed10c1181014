import type { Availability, Locale, Provider, PublicReview, ServiceItem } from '@marketplace/contract';
import type {
  AggregateRating,
  BreadcrumbList,
  ItemAvailability,
  LocalBusiness,
  Offer,
  Product,
  Review,
  SearchAction,
  Service,
  WebSite,
  WithContext,
} from 'schema-dts';

// The JSON-LD of the catalog's pages (schema.org, typed by schema-dts), as Google's rich results
// read it: Product for an item and Service for a service, each with its Offer (the reference
// price in BHD and whether it can be ordered), its rating and its reviews when it has any; a
// LocalBusiness for a business's page; the breadcrumb trail; the WebSite with its search on the
// home page. The properties each type must carry, and where that list comes from, are in
// docs/decisions/search-engines.md; seo-render.test.tsx holds every page kind's JSON-LD to them
// (@marketplace/contract/structured-data-rules).
//
// Everything here is what the page itself shows (Google's rule for structured data): the names in
// the page's language, the price on the page, the reviews listed on it.

export type StructuredData = WithContext<Product | Service | LocalBusiness | BreadcrumbList | WebSite>;

/** Absolute URLs of the page's language: `url('/services/7')` is 'https://host/ar/services/7' on Arabic pages. */
export type AbsoluteUrl = (appPath: string) => string;

const CONTEXT = 'https://schema.org' as const;
const BAHRAIN = { '@type': 'Country', name: 'Bahrain' } as const;

const AVAILABILITY: Record<Availability, ItemAvailability> = {
  available: 'https://schema.org/InStock',
  unavailable: 'https://schema.org/OutOfStock',
  discontinued: 'https://schema.org/Discontinued',
};

/** 12.5 BHD as '12.500': schema.org's price is a plain number, and BHD has three decimals. */
const bhd = (amount: number) => amount.toFixed(3);

function offerOf(item: ServiceItem, url: string): Offer {
  return {
    '@type': 'Offer',
    url,
    price: bhd(item.Price),
    priceCurrency: 'BHD',
    availability: AVAILABILITY[item.Availability],
    // An item in stock says how many; a service has no stock to count.
    ...(item.Type === 'item' && item.AvailableQuantity !== null
      ? { inventoryLevel: { '@type': 'QuantitativeValue', value: item.AvailableQuantity } }
      : {}),
    seller: { '@type': 'Organization', name: item.BusinessName },
  };
}

function aggregateRatingOf(item: ServiceItem): AggregateRating | undefined {
  if (item.AverageRating === null || item.ReviewCount === 0) return undefined;
  return {
    '@type': 'AggregateRating',
    ratingValue: item.AverageRating,
    reviewCount: item.ReviewCount,
    bestRating: 5,
    worstRating: 1,
  };
}

function reviewOf(review: PublicReview): Review {
  return {
    '@type': 'Review',
    author: { '@type': 'Person', name: review.ReviewerName },
    datePublished: review.CreatedAt.slice(0, 10),
    reviewRating: { '@type': 'Rating', ratingValue: review.Rating, bestRating: 5, worstRating: 1 },
    ...(review.Comment ? { reviewBody: review.Comment } : {}),
  };
}

export interface ListingData {
  readonly item: ServiceItem;
  /** The reviews the page lists (its first page): structured data names only what the page shows. */
  readonly reviews: readonly PublicReview[];
  /** Absolute URLs of the listing's photos at a size fit for search results. */
  readonly images: readonly string[];
  readonly locale: Locale;
  readonly url: AbsoluteUrl;
  readonly providerHref: string;
}

/** Product for an item, Service for a service. */
export function listingData({ item, reviews, images, locale, url, providerHref }: ListingData): StructuredData {
  const pageUrl = url(`/services/${encodeURIComponent(item.ServiceItemId)}`);
  const rating = aggregateRatingOf(item);
  const common = {
    name: item.Name,
    ...(item.Description ? { description: item.Description } : {}),
    url: pageUrl,
    ...(images.length ? { image: [...images] } : {}),
    inLanguage: locale,
    offers: offerOf(item, pageUrl),
    ...(rating ? { aggregateRating: rating } : {}),
    ...(reviews.length && rating ? { review: reviews.map(reviewOf) } : {}),
  };
  if (item.Type === 'item') {
    return {
      '@context': CONTEXT,
      '@type': 'Product',
      ...common,
      sku: item.ServiceItemId,
      category: item.CategoryName,
      brand: { '@type': 'Brand', name: item.BusinessName },
    };
  }
  return {
    '@context': CONTEXT,
    '@type': 'Service',
    ...common,
    serviceType: item.CategoryName,
    areaServed: BAHRAIN,
    provider: { '@type': 'LocalBusiness', name: item.BusinessName, url: url(providerHref) },
  };
}

export interface BusinessData {
  readonly provider: Provider;
  readonly categoryName: string | undefined;
  readonly logo: string | null;
  readonly url: AbsoluteUrl;
  readonly href: string;
}

/** A business's page: who it is and where (LocalBusiness). */
export function businessData({ provider, categoryName, logo, url, href }: BusinessData): StructuredData {
  return {
    '@context': CONTEXT,
    '@type': 'LocalBusiness',
    '@id': url(href),
    name: provider.BusinessName,
    url: url(href),
    ...(provider.BusinessDescription ? { description: provider.BusinessDescription } : {}),
    ...(logo ? { image: logo, logo } : {}),
    address: {
      '@type': 'PostalAddress',
      ...(provider.BusinessAddress ? { streetAddress: provider.BusinessAddress } : {}),
      ...(provider.PrimaryLocation ? { addressLocality: provider.PrimaryLocation } : {}),
      addressCountry: 'BH',
    },
    areaServed: BAHRAIN,
    ...(categoryName ? { knowsAbout: categoryName } : {}),
    ...(provider.Website ? { sameAs: [provider.Website] } : {}),
  };
}

export interface Crumb {
  readonly name: string;
  /** The app path; the last crumb (the page itself) may leave it out, as Google allows. */
  readonly href?: string;
}

export function breadcrumbData(crumbs: readonly Crumb[], url: AbsoluteUrl): StructuredData {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...(crumb.href === undefined ? {} : { item: url(crumb.href) }),
    })),
  };
}

/**
 * The site and its search (the catalog's `Search` parameter). Google no longer draws a search
 * box from it (2024), but the WebSite names the site in results and other engines read the action.
 */
export function websiteData({ name, url, locale }: { name: string; url: AbsoluteUrl; locale: Locale }): StructuredData {
  const search: SearchAction & { 'query-input': string } = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${url('/services')}?Search={search_term_string}` },
    'query-input': 'required name=search_term_string',
  };
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name,
    url: url('/home'),
    inLanguage: locale,
    potentialAction: search,
  };
}
