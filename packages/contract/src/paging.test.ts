import { describe, expect, it } from 'vitest';
import { isPageInRange, pageBounds, resolvePaging, totalPages } from './paging';

describe('resolvePaging', () => {
  it('defaults to page 1 of 10', () => {
    expect(resolvePaging()).toEqual({ page: 1, pageSize: 10, offset: 0 });
  });
  it('computes the offset and caps the page size at 100', () => {
    expect(resolvePaging(3, 20)).toEqual({ page: 3, pageSize: 20, offset: 40 });
    expect(resolvePaging(2, 500)).toEqual({ page: 2, pageSize: 100, offset: 100 });
  });
  it('replaces invalid values by the defaults', () => {
    expect(resolvePaging(0, -5)).toEqual({ page: 1, pageSize: 10, offset: 0 });
    expect(resolvePaging(1.5, Number.NaN)).toEqual({ page: 1, pageSize: 10, offset: 0 });
  });
});

describe('totalPages / isPageInRange / pageBounds', () => {
  it('rounds pages up and gives 0 pages for an empty list', () => {
    expect(totalPages(0, 10)).toBe(0);
    expect(totalPages(10, 10)).toBe(1);
    expect(totalPages(11, 10)).toBe(2);
  });
  it('ignores pages outside 1..totalPages', () => {
    expect(isPageInRange(0, 3)).toBe(false);
    expect(isPageInRange(1, 3)).toBe(true);
    expect(isPageInRange(3, 3)).toBe(true);
    expect(isPageInRange(4, 3)).toBe(false);
    expect(isPageInRange(1, 0)).toBe(false);
  });
  it('gives "Showing X to Y of N" bounds', () => {
    expect(pageBounds(1, 10, 25)).toEqual({ from: 1, to: 10 });
    expect(pageBounds(3, 10, 25)).toEqual({ from: 21, to: 25 });
    expect(pageBounds(1, 10, 0)).toEqual({ from: 0, to: 0 });
  });
});
