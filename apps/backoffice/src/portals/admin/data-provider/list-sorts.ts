import { sortParam, type CustomerSortField, type ProviderSortField, type SortValue } from '@marketplace/contract';
import type { GetListParams } from 'react-admin';

// The columns the customer and provider lists may sort by, and the API's name for each. A field
// not listed (react-admin's default `id`, a column the API cannot sort) sends no sort: the API's
// own order, newest first, applies.

export const CUSTOMER_SORTS: Readonly<Record<string, CustomerSortField>> = {
  FullName: 'name',
  Email: 'email',
  CreatedAt: 'createdAt',
};

export const PROVIDER_SORTS: Readonly<Record<string, ProviderSortField>> = {
  BusinessName: 'name',
  CreatedAt: 'createdAt',
};

/** react-admin's `{ field, order }` as the API's `field:asc|desc`, or undefined. */
export function apiSort<F extends string>(
  params: Pick<GetListParams, 'sort'>,
  fields: Readonly<Record<string, F>>,
): SortValue<F> | undefined {
  const field = params.sort ? fields[params.sort.field] : undefined;
  return field && params.sort ? sortParam(field, params.sort.order === 'DESC' ? 'DESC' : 'ASC') : undefined;
}
