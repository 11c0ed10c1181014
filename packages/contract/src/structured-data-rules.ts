// What Google's rich-result documentation requires of each type of JSON-LD the storefront writes
// (its seo/structured-data.ts), as checks over the parsed objects: the storefront's tests and the
// end-to-end tests on the production build hold its pages to them. Test support, so it is not in
// the contract's index: import '@marketplace/contract/structured-data-rules'. The same list, with
// its sources, is in docs/decisions/search-engines.md:
//   Product snippets   https://developers.google.com/search/docs/appearance/structured-data/product-snippet
//   Merchant listings  https://developers.google.com/search/docs/appearance/structured-data/merchant-listing
//   Review snippets    https://developers.google.com/search/docs/appearance/structured-data/review-snippet
//   Local business     https://developers.google.com/search/docs/appearance/structured-data/local-business
//   Breadcrumb         https://developers.google.com/search/docs/appearance/structured-data/breadcrumb
//   Sitelinks search box (retired by Google in November 2024; its rules kept for other engines)
//   Service            no Google rich result: schema.org/Service, checked like Product's offer and rating
// A check returns what is wrong ('' entries are dropped), so a failing test names every problem.

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => typeof value === 'string' && value.trim().length > 0;
const number = (value: unknown) =>
  typeof value === 'number' || (typeof value === 'string' && /^\d+(\.\d+)?$/.test(value));
const absoluteUrl = (value: unknown) => typeof value === 'string' && /^https?:\/\/[^/]+/.test(value);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);

function rating(where: string, value: unknown): string[] {
  if (!isObject(value)) return [`${where}: missing`];
  return [
    number(value['ratingValue']) ? '' : `${where}.ratingValue: missing`,
    value['bestRating'] === undefined || number(value['bestRating']) ? '' : `${where}.bestRating: not a number`,
  ];
}

function aggregateRating(where: string, value: unknown): string[] {
  if (value === undefined) return [];
  if (!isObject(value) || value['@type'] !== 'AggregateRating') return [`${where}: not an AggregateRating`];
  const count = number(value['reviewCount']) || number(value['ratingCount']);
  return [...rating(where, value), count ? '' : `${where}: needs reviewCount or ratingCount`];
}

function review(where: string, value: unknown): string[] {
  if (!isObject(value) || value['@type'] !== 'Review') return [`${where}: not a Review`];
  const author = value['author'];
  const name = isObject(author) ? author['name'] : undefined;
  return [
    text(name) && (name as string).length < 100 ? '' : `${where}.author.name: missing or 100 characters or more`,
    ...rating(`${where}.reviewRating`, value['reviewRating']),
  ];
}

/** Merchant listings' Offer: price and currency (ISO 4217), and a schema.org availability when given. */
function offer(where: string, value: unknown): string[] {
  if (!isObject(value) || value['@type'] !== 'Offer') return [`${where}: not an Offer`];
  const availability = value['availability'];
  return [
    number(value['price']) ? '' : `${where}.price: missing or not a number`,
    /^[A-Z]{3}$/.test(String(value['priceCurrency'])) ? '' : `${where}.priceCurrency: not an ISO 4217 code`,
    availability === undefined || /^https:\/\/schema\.org\/\w+$/.test(String(availability))
      ? ''
      : `${where}.availability: not a schema.org ItemAvailability URL`,
  ];
}

/** Product snippets: a name, and at least one of review, aggregateRating or offers. */
function productOrService(type: string, data: Json): string[] {
  const reviews = list(data['review']);
  const offers = list(data['offers']);
  const problems = [
    text(data['name']) ? '' : `${type}.name: missing`,
    reviews.length || data['aggregateRating'] || offers.length
      ? ''
      : `${type}: needs one of review, aggregateRating, offers`,
    ...offers.flatMap((one, index) => offer(`${type}.offers[${index}]`, one)),
    ...aggregateRating(`${type}.aggregateRating`, data['aggregateRating']),
    ...reviews.flatMap((one, index) => review(`${type}.review[${index}]`, one)),
  ];
  if (type === 'Service') {
    const provider = data['provider'];
    problems.push(isObject(provider) && text(provider['name']) ? '' : 'Service.provider.name: missing');
  }
  return problems;
}

/** Local business: a name and a PostalAddress (Bahrain's addresses: a country at least). */
function localBusiness(data: Json): string[] {
  const address = data['address'];
  return [
    text(data['name']) ? '' : 'LocalBusiness.name: missing',
    isObject(address) && address['@type'] === 'PostalAddress' && text(address['addressCountry'])
      ? ''
      : 'LocalBusiness.address: not a PostalAddress with a country',
    data['url'] === undefined || absoluteUrl(data['url']) ? '' : 'LocalBusiness.url: not absolute',
  ];
}

/** Breadcrumb: two items or more, each with its position (1, 2, ...) and name; every item but the last a URL. */
function breadcrumbList(data: Json): string[] {
  const items = list(data['itemListElement']);
  return [
    items.length >= 2 ? '' : 'BreadcrumbList: fewer than two items',
    ...items.flatMap((item, index) => {
      const where = `BreadcrumbList.itemListElement[${index}]`;
      if (!isObject(item) || item['@type'] !== 'ListItem') return [`${where}: not a ListItem`];
      const last = index === items.length - 1;
      return [
        item['position'] === index + 1 ? '' : `${where}.position: not ${index + 1}`,
        text(item['name']) ? '' : `${where}.name: missing`,
        absoluteUrl(item['item']) || (last && item['item'] === undefined) ? '' : `${where}.item: not an absolute URL`,
      ];
    }),
  ];
}

/** Sitelinks search box: a SearchAction whose target's template holds the query-input's placeholder. */
function webSite(data: Json): string[] {
  const action = data['potentialAction'];
  if (!isObject(action) || action['@type'] !== 'SearchAction') return ['WebSite.potentialAction: not a SearchAction'];
  const target = action['target'];
  const template = isObject(target) ? target['urlTemplate'] : target;
  const placeholder = /^required name=(\w+)$/.exec(String(action['query-input']))?.[1];
  return [
    absoluteUrl(data['url']) ? '' : 'WebSite.url: not absolute',
    placeholder ? '' : 'WebSite.potentialAction.query-input: not "required name=..."',
    absoluteUrl(template) && placeholder && String(template).includes(`{${placeholder}}`)
      ? ''
      : 'WebSite.potentialAction.target: no URL template with the placeholder',
  ];
}

/** Every problem Google's rules find in one JSON-LD object (an empty list: none). */
export function richResultProblems(data: unknown): string[] {
  if (!isObject(data)) return ['not a JSON-LD object'];
  const context = data['@context'] === 'https://schema.org' ? '' : '@context: not https://schema.org';
  const type = String(data['@type']);
  let problems: string[];
  if (type === 'Product' || type === 'Service') problems = productOrService(type, data);
  else if (type === 'LocalBusiness') problems = localBusiness(data);
  else if (type === 'BreadcrumbList') problems = breadcrumbList(data);
  else if (type === 'WebSite') problems = webSite(data);
  else problems = [`${type}: a type these rules do not know`];
  return [context, ...problems].filter(Boolean);
}

/** The JSON-LD objects in a document's head, parsed (a script that does not parse throws). */
export function jsonLdIn(head: string): Json[] {
  return [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, json]) => JSON.parse(json ?? '') as Json,
  );
}
