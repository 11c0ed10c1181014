import { formatBhd, type Category, type Locale, type Provider, type ServiceItem } from '@marketplace/contract';
import type { CatalogFilters } from '@/features/catalog/lib/catalog-filters';
import type { MessageId } from '@/locales/message-id';

// The titles and descriptions of the catalog's pages from their data: the server puts them in the
// document's head (page-head.ts) and the pages set the same title once they have their data in
// the browser (lib/page-title.ts), so a crawler that runs the script reads what one that does not
// read. Titles keep the spec's "brand | page" form (spec 2.3).

export type Translate = (id: MessageId, values?: Record<string, unknown>) => string;

/** Search results show about 155 characters of a description; longer ones end at a word. */
export const SNIPPET_MAX_LENGTH = 155;

/** `text` on one line and at most `max` characters, cut at a word with an ellipsis. */
export function summary(text: string, max = SNIPPET_MAX_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,.;:،-]+$/, '')}…`;
}

export function listingTitle(item: ServiceItem, t: Translate): string {
  return t('catalog.seo.listingTitle', { name: item.Name, provider: item.BusinessName });
}

/** What the listing is, from whom, where and for how much, then the start of its own description. */
export function listingDescription(item: ServiceItem, t: Translate, locale: Locale): string {
  const values = {
    type: item.Type,
    provider: item.BusinessName,
    location: item.Location,
    price: formatBhd(item.Price, 3, locale),
  };
  const facts = t(
    item.Location.trim() ? 'catalog.seo.listingDescription' : 'catalog.seo.listingDescriptionNoPlace',
    values,
  );
  return summary(item.Description ? `${facts} ${item.Description}` : facts);
}

export function brandTitle(provider: Provider, t: Translate): string {
  return provider.PrimaryLocation.trim()
    ? t('catalog.seo.brandTitle', { name: provider.BusinessName, location: provider.PrimaryLocation })
    : provider.BusinessName;
}

export function brandDescription(provider: Provider, t: Translate): string {
  return summary(
    provider.BusinessDescription ||
      t('catalog.seo.brandDescription', { name: provider.BusinessName, location: provider.PrimaryLocation }),
  );
}

export interface CatalogNames {
  readonly category: Category | undefined;
  readonly provider: Provider | undefined;
}

/**
 * The catalog's title for what it lists: a search's words, else the business or the category it is
 * narrowed to, else the type, else the spec's "Browse Services"; a later page says which.
 */
export function catalogTitle(filters: CatalogFilters, names: CatalogNames, t: Translate): string {
  const search = filters.search.trim();
  let title: string;
  if (search) title = t('catalog.seo.searchTitle', { search });
  else if (names.provider) title = t('catalog.seo.providerTitle', { name: names.provider.BusinessName });
  else if (names.category) title = t('catalog.seo.categoryTitle', { category: names.category.CategoryName });
  else if (filters.type !== 'all') title = t('catalog.seo.typeTitle', { type: filters.type });
  else title = t('shell.title.services');
  return filters.page > 1 ? t('catalog.seo.paged', { title, page: filters.page }) : title;
}

export function catalogDescription(names: CatalogNames, t: Translate): string {
  if (names.provider) return brandDescription(names.provider, t);
  if (names.category)
    return summary(
      names.category.CategoryDescription ||
        t('catalog.seo.categoryDescription', { category: names.category.CategoryName }),
    );
  return t('shell.document.description');
}

/** "Services Marketplace Bahrain | <part>", the spec's form of every title. */
export function brandedTitle(part: string, t: Translate): string {
  return `${t('shell.brand')} | ${part}`;
}
