import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ORDER_FILTERS,
  hasActiveOrderFilters,
  orderNumberForDetail,
  orderNumberForList,
  orderSortFrom,
  statusFilter,
  statusLabel,
} from './order-rules';

const ORDER_ID = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';

describe('order numbers', () => {
  it('shows 8 upper-cased characters in the list and the first segment in the detail', () => {
    expect(orderNumberForList(ORDER_ID)).toBe('A1B2C3D4');
    expect(orderNumberForList('ab12-cd')).toBe('AB12-CD');
    expect(orderNumberForDetail(ORDER_ID)).toBe('A1B2C3D4');
    expect(orderNumberForDetail('abc-def-0')).toBe('ABC');
    expect(orderNumberForDetail('nodash')).toBe('NODASH');
  });
});

describe('filters', () => {
  it('turns hyphens into spaces for status labels', () => {
    expect(statusLabel('in-progress')).toBe('in progress');
    expect(statusLabel('InProgress')).toBe('InProgress');
  });
  it("treats 'all' and absence as no status filter", () => {
    expect(statusFilter('all')).toBeUndefined();
    expect(statusFilter(undefined)).toBeUndefined();
    expect(statusFilter('Completed')).toBe('Completed');
  });
  it('prefers sort over sortBy, newest by default', () => {
    expect(orderSortFrom({})).toBe('newest');
    expect(orderSortFrom({ sortBy: 'oldest' })).toBe('oldest');
    expect(orderSortFrom({ sort: 'newest', sortBy: 'oldest' })).toBe('newest');
  });
  it('shows Clear Filters only when a filter differs from the defaults', () => {
    expect(hasActiveOrderFilters(DEFAULT_ORDER_FILTERS)).toBe(false);
    expect(hasActiveOrderFilters({ ...DEFAULT_ORDER_FILTERS, page: 4 })).toBe(false);
    expect(hasActiveOrderFilters({ ...DEFAULT_ORDER_FILTERS, search: '  ' })).toBe(false);
    expect(hasActiveOrderFilters({ ...DEFAULT_ORDER_FILTERS, search: 'ab' })).toBe(true);
    expect(hasActiveOrderFilters({ ...DEFAULT_ORDER_FILTERS, status: 'Pending' })).toBe(true);
    expect(hasActiveOrderFilters({ ...DEFAULT_ORDER_FILTERS, sort: 'oldest' })).toBe(true);
  });
});
