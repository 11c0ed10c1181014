import { describe, expect, it } from 'vitest';
import {
  applyFilterPatch,
  effectiveSort,
  hasActiveFilters,
  parseCatalogFilters,
  priceRangeOf,
  toServiceItemListQuery,
  withPage,
} from './catalog-filters';

const ID = '9b2f6c1e-4a5d-4e8f-9c0b-1d2e3f4a5b6c';
const parse = (query: string) => parseCatalogFilters(new URLSearchParams(query));

describe('catalog filters in the URL', () => {
  it('reads every filter from a shared link', () => {
    const filters = parse(
      `Search=ac+repair&type=item&CategoryId=${ID}&MinPrice=2&MaxPrice=10.5&Address=Riffa&Sort=rating&Page=3`,
    );
    expect(filters).toEqual({
      search: 'ac repair',
      type: 'item',
      categoryId: ID,
      minPrice: '2',
      maxPrice: '10.5',
      address: 'Riffa',
      sort: 'rating',
      providerId: '',
      page: 3,
    });
    expect(toServiceItemListQuery(filters)).toEqual({
      Page: 3,
      Limit: 10,
      Search: 'ac repair',
      type: 'item',
      CategoryId: ID,
      PriceRange: '2-10.5',
      Address: 'Riffa',
      Sort: 'rating',
    });
  });

  it('drops values the API would refuse instead of failing the page', () => {
    const filters = parse('type=product&CategoryId=nope&MinPrice=abc&MaxPrice=1.2345&Sort=cheapest&Page=-2');
    expect(toServiceItemListQuery(filters)).toEqual({ Page: 1, Limit: 10 });
    expect(hasActiveFilters(filters)).toBe(false);
  });

  it('fills an open price end and reads a reversed range the right way round', () => {
    expect(priceRangeOf('5', '')).toBe('5-1000000');
    expect(priceRangeOf('', '20')).toBe('0-20');
    expect(priceRangeOf('20', '5')).toBe('5-20');
    expect(priceRangeOf('', '')).toBeUndefined();
  });

  it('goes back to page 1 on any filter change and leaves defaults out of the URL', () => {
    const next = applyFilterPatch(new URLSearchParams('Search=x&Page=4&type=item'), { type: 'all', sort: 'price-asc' });
    expect(next.toString()).toBe('Search=x&Sort=price-asc');
    expect(withPage(next, 2).get('Page')).toBe('2');
    expect(withPage(withPage(next, 2), 1).has('Page')).toBe(false);
  });

  it('sorts by relevance only while searching', () => {
    expect(effectiveSort({ sort: null, search: '' })).toBe('newest');
    expect(effectiveSort({ sort: null, search: 'clean' })).toBe('relevance');
    expect(effectiveSort({ sort: 'relevance', search: ' ' })).toBe('newest');
    expect(effectiveSort({ sort: 'price-desc', search: '' })).toBe('price-desc');
  });

  it('keeps the text as typed but sends it trimmed', () => {
    const filters = parse('Search=deep+&Address=+');
    expect(filters.search).toBe('deep ');
    expect(toServiceItemListQuery(filters).Search).toBe('deep');
    expect(toServiceItemListQuery(filters).Address).toBeUndefined();
  });
});
