import { describe, expect, it } from 'vitest';
import { jsonLdIn, richResultProblems } from './structured-data-rules';

// The rules must catch what Google would refuse, or the page tests that use them prove nothing.

const context = 'https://schema.org';
const offer = { '@type': 'Offer', price: '12.500', priceCurrency: 'BHD', availability: 'https://schema.org/InStock' };
const product = { '@context': context, '@type': 'Product', name: 'Water Filter', offers: offer };

describe('richResultProblems', () => {
  it('passes complete objects of each type', () => {
    expect(richResultProblems(product)).toEqual([]);
    expect(
      richResultProblems({
        '@context': context,
        '@type': 'Service',
        name: 'Deep Clean',
        provider: { '@type': 'LocalBusiness', name: 'Gulf Cleaners' },
        aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2 },
        review: [
          { '@type': 'Review', author: { '@type': 'Person', name: 'Fatima A.' }, reviewRating: { ratingValue: 5 } },
        ],
      }),
    ).toEqual([]);
    expect(
      richResultProblems({
        '@context': context,
        '@type': 'LocalBusiness',
        name: 'Gulf Cleaners',
        address: { '@type': 'PostalAddress', addressCountry: 'BH' },
      }),
    ).toEqual([]);
  });

  it.each([
    ['a product without a name', { ...product, name: '' }, 'Product.name: missing'],
    [
      'a product with nothing to show',
      { '@context': context, '@type': 'Product', name: 'x' },
      'Product: needs one of review, aggregateRating, offers',
    ],
    [
      'an offer without a price',
      { ...product, offers: { ...offer, price: undefined } },
      'Product.offers[0].price: missing or not a number',
    ],
    [
      'a currency by its symbol',
      { ...product, offers: { ...offer, priceCurrency: 'BD' } },
      'Product.offers[0].priceCurrency: not an ISO 4217 code',
    ],
    [
      'an availability in words',
      { ...product, offers: { ...offer, availability: 'in stock' } },
      'Product.offers[0].availability: not a schema.org ItemAvailability URL',
    ],
    [
      'a rating without a count',
      { ...product, aggregateRating: { '@type': 'AggregateRating', ratingValue: 4 } },
      'Product.aggregateRating: needs reviewCount or ratingCount',
    ],
    [
      'a review without an author',
      { ...product, review: { '@type': 'Review', reviewRating: { ratingValue: 5 } } },
      'Product.review[0].author.name: missing or 100 characters or more',
    ],
    [
      'a service without its provider',
      { '@context': context, '@type': 'Service', name: 'x', offers: offer },
      'Service.provider.name: missing',
    ],
    [
      'a business without an address',
      { '@context': context, '@type': 'LocalBusiness', name: 'x' },
      'LocalBusiness.address: not a PostalAddress with a country',
    ],
    ['the wrong context', { ...product, '@context': 'http://schema.org' }, '@context: not https://schema.org'],
  ])('finds %s', (_case, data, problem) => {
    expect(richResultProblems(data)).toContain(problem);
  });

  it('finds breadcrumbs out of order, too short or with relative links', () => {
    const crumb = (position: number, item?: string) => ({
      '@type': 'ListItem',
      position,
      name: `Step ${position}`,
      item,
    });
    const trail = (...items: unknown[]) => ({ '@context': context, '@type': 'BreadcrumbList', itemListElement: items });
    expect(richResultProblems(trail(crumb(1, 'https://x.bh/home'), crumb(2)))).toEqual([]);
    expect(richResultProblems(trail(crumb(1, 'https://x.bh/home')))).toContain('BreadcrumbList: fewer than two items');
    expect(richResultProblems(trail(crumb(2, 'https://x.bh/home'), crumb(1)))).toContain(
      'BreadcrumbList.itemListElement[0].position: not 1',
    );
    expect(richResultProblems(trail(crumb(1, '/home'), crumb(2)))).toContain(
      'BreadcrumbList.itemListElement[0].item: not an absolute URL',
    );
  });

  it("finds a site search whose template lacks the query-input's placeholder", () => {
    const site = (urlTemplate: string) => ({
      '@context': context,
      '@type': 'WebSite',
      url: 'https://x.bh/home',
      potentialAction: { '@type': 'SearchAction', target: { urlTemplate }, 'query-input': 'required name=q' },
    });
    expect(richResultProblems(site('https://x.bh/services?Search={q}'))).toEqual([]);
    expect(richResultProblems(site('https://x.bh/services?Search={term}'))).toContain(
      'WebSite.potentialAction.target: no URL template with the placeholder',
    );
  });

  it('reads every JSON-LD script of a head, and throws on one that does not parse', () => {
    const head = `<script type="application/ld+json">${JSON.stringify(product)}</script><script type="application/ld+json">{"@type":</script>`;
    expect(() => jsonLdIn(head)).toThrow(SyntaxError);
    expect(jsonLdIn(head.slice(0, head.lastIndexOf('<script')))).toEqual([product]);
  });
});
