import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants';

// Paging arithmetic shared by the API (offsets, totals) and the apps (Previous/Next buttons), so
// "Showing X to Y of N" and TotalPages can never disagree.

export interface ResolvedPaging {
  readonly page: number;
  readonly pageSize: number;
  readonly offset: number;
}

function positiveInteger(value: number | undefined, fallback: number): number {
  return value !== undefined && Number.isInteger(value) && value >= 1 ? value : fallback;
}

/** Defaults a missing or invalid page to 1 and page size to 10, and caps the size at 100. */
export function resolvePaging(page?: number, pageSize?: number): ResolvedPaging {
  const resolvedPage = positiveInteger(page, DEFAULT_PAGE);
  const resolvedSize = Math.min(positiveInteger(pageSize, DEFAULT_PAGE_SIZE), MAX_PAGE_SIZE);
  return { page: resolvedPage, pageSize: resolvedSize, offset: (resolvedPage - 1) * resolvedSize };
}

/** 0 items gives 0 pages: the pager only shows when TotalPages is above 1. */
export function totalPages(totalItems: number, pageSize: number): number {
  if (totalItems <= 0) return 0;
  return Math.ceil(totalItems / pageSize);
}

/** Previous and Next are ignored outside 1..totalPages (spec section 5). */
export function isPageInRange(page: number, pages: number): boolean {
  return Number.isInteger(page) && page >= 1 && page <= pages;
}

/** "Showing X to Y of N": 1-based bounds of the current page; zeros when the list is empty. */
export function pageBounds(page: number, pageSize: number, totalItems: number): { from: number; to: number } {
  if (totalItems <= 0) return { from: 0, to: 0 };
  const from = (page - 1) * pageSize + 1;
  return { from: Math.min(from, totalItems), to: Math.min(page * pageSize, totalItems) };
}
