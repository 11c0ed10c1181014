import type { GetListParams, Identifier } from 'react-admin';

type Data = Record<string, unknown>;

/**
 * A record as react-admin holds it: the API's answer (a contract type) with `id` beside its own id
 * field. No index signature (react-admin's RaRecord has one): a field the contract renames fails
 * the type check of every screen that reads it.
 */
export type WithId<T> = T & { id: string };

/** One page of a list: the records and, for a paged list, how many there are in all. */
export interface ListPage<R> {
  data: R[];
  total?: number;
}

/**
 * What one resource offers; index.ts refuses (405) a method a resource leaves out. `R` is the
 * record its list shows, `One` the record its show and edit screens read (a detail with more fields).
 */
export interface ResourceHandlers<
  R extends { id: Identifier } = { id: Identifier },
  One extends { id: Identifier } = R,
> {
  getList?(params: GetListParams): Promise<ListPage<R>>;
  getOne?(id: string): Promise<One>;
  create?(data: Data): Promise<R | One>;
  /** `previous` is the record as the screen had it: a change of one field picks its own call. */
  update?(id: string, data: Data, previous: Data): Promise<R | One>;
  delete?(id: string): Promise<{ id: Identifier }>;
}
