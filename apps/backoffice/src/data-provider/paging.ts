import { MAX_PAGE_SIZE } from '@marketplace/contract';
import type { GetListParams, Identifier } from 'react-admin';
import type { ListPage, WithId } from './resource-handlers';

// Helpers shared by the resource handlers: react-admin's list parameters in the API's words, and
// the paging, search and sorting of the few lists the API answers whole (categories, admins).

/** react-admin's page/perPage, with react-admin's defaults when a caller leaves them out. */
export function pageOf(params: Pick<GetListParams, 'pagination'>): { page: number; perPage: number } {
  return { page: params.pagination?.page ?? 1, perPage: params.pagination?.perPage ?? 25 };
}

/** Adds react-admin's `id` beside the record's own id field (kept, since forms send it back). */
export function withId<T extends object>(record: T, id: string): WithId<T> {
  return { ...record, id };
}

/** A filter value a form may hold as '' or undefined: only a real value reaches the API. */
export function given<T>(value: T | '' | null | undefined): T | undefined {
  return value === '' || value === null || value === undefined ? undefined : value;
}

/** A date filter from a date picker (YYYY-MM-DD) covers that whole day in Bahrain (UTC+3). */
export function dateBound(value: unknown, end: 'from' | 'to'): string | undefined {
  const text = given(value as string | undefined);
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return text;
  return end === 'from' ? `${text}T00:00:00+03:00` : `${text}T23:59:59.999+03:00`;
}

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return String(a ?? '').localeCompare(String(b ?? ''), 'en', { sensitivity: 'base', numeric: true });
}

/**
 * Filters (`q` over `searchFields`, other filters by equality), sorts and pages a list the API
 * answers in full. Only for lists that stay short by nature (a category tree, the admin team).
 */
export function localList<R extends { id: Identifier }>(
  records: readonly R[],
  params: GetListParams,
  searchFields: readonly (keyof R & string)[],
): ListPage<R> {
  const { q, ...equalities } = (params.filter ?? {}) as Record<string, unknown>;
  const read = (record: R, field: string) => (record as Record<string, unknown>)[field];
  const needle = typeof q === 'string' ? q.trim().toLowerCase() : '';
  const matching = records.filter(
    (record) =>
      (!needle ||
        searchFields.some((field) =>
          String(record[field] ?? '')
            .toLowerCase()
            .includes(needle),
        )) &&
      Object.entries(equalities).every(([key, value]) => given(value) === undefined || read(record, key) === value),
  );
  const { field, order } = params.sort ?? { field: 'id', order: 'ASC' };
  const sorted = [...matching].sort((a, b) => compare(read(a, field), read(b, field)) * (order === 'DESC' ? -1 : 1));
  const { page, perPage } = pageOf(params);
  return { data: sorted.slice((page - 1) * perPage, page * perPage), total: sorted.length };
}

/** One page of a resource's list, in rows the API serves in one call. */
export type PageFetch<R> = (page: number, perPage: number) => Promise<ListPage<R>>;

/**
 * react-admin's page in API pages, for every resource: the API serves at most MAX_PAGE_SIZE rows a
 * call, while react-admin's CSV export asks for 1,000 at once; larger pages are read as
 * consecutive API pages and cut to size.
 */
export async function overApiPages<R>(
  params: Pick<GetListParams, 'pagination'>,
  fetchPage: PageFetch<R>,
): Promise<{ data: R[]; total: number }> {
  const { page, perPage } = pageOf(params);
  if (perPage <= MAX_PAGE_SIZE) {
    const list = await fetchPage(page, perPage);
    return { data: list.data, total: list.total ?? list.data.length };
  }
  const start = (page - 1) * perPage;
  const first = Math.floor(start / MAX_PAGE_SIZE) + 1;
  const last = Math.ceil((start + perPage) / MAX_PAGE_SIZE);
  const rows: R[] = [];
  let total = 0;
  for (let apiPage = first; apiPage <= last; apiPage++) {
    const list = await fetchPage(apiPage, MAX_PAGE_SIZE);
    rows.push(...list.data);
    total = list.total ?? rows.length;
    if (list.data.length < MAX_PAGE_SIZE) break;
  }
  const skip = start - (first - 1) * MAX_PAGE_SIZE;
  return { data: rows.slice(skip, skip + perPage), total };
}
