import type { DataProvider, Identifier } from 'react-admin';
import { converted, unsupported } from './errors';
import { overApiPages } from './paging';
import type { ResourceHandlers } from './resource-handlers';

// The back office's data provider: react-admin's methods over /api/* through packages/client's
// typed calls (so requests and answers are the contract's types, and errors carry the API's
// Message or the spec's section-8 text). Why not ra-data-simple-rest: the API is the spec's, with
// PascalCase ids per resource, pages named page/Page and pageSize/Limit, and state changes that are
// calls of their own (docs/decisions.md, "Back office"). Each portal names its resources and their
// calls in its own data-provider folder.
//
// The API serves at most 100 rows a call: a bigger page (react-admin's CSV export asks for 1,000)
// is read as several API pages, for every resource. getMany and getManyReference use getOne and getList;
// updateMany and deleteMany run one call per record (the API has no bulk calls), so a bulk action
// reports the first failure.

/**
 * The records a handler answered, as the type the caller names. react-admin lets each caller choose
 * the record type it reads (`useRecordContext<CategoryRecord>()`, `<List<ProviderRecord>>`); the
 * handlers answer the contract's types (each portal's data-provider folder names them per
 * resource), and the screens' generics check the fields they read. This is the one place the two
 * meet, so the one cast.
 */
function asRead<T>(answer: unknown): T {
  return answer as T;
}

/** A portal's data provider over its resources (portals/admin/data-provider, portals/provider/data-provider). */
export function createDataProvider(resources: Record<string, ResourceHandlers>): DataProvider {
  const handlers = (resource: string): ResourceHandlers => resources[resource] ?? unsupported(resource, '*');
  const method = <K extends keyof ResourceHandlers>(resource: string, name: K): NonNullable<ResourceHandlers[K]> =>
    handlers(resource)[name] ?? unsupported(resource, name);
  const getOne = (resource: string, id: Identifier) => converted(() => method(resource, 'getOne')(String(id)));

  const provider: DataProvider = {
    getList: async (resource, params) =>
      asRead(
        await converted(() =>
          overApiPages(params, (page, perPage) =>
            method(resource, 'getList')({ ...params, pagination: { page, perPage } }),
          ),
        ),
      ),
    getOne: async (resource, { id }) => ({ data: asRead(await getOne(resource, id)) }),
    getMany: async (resource, { ids }) => ({
      data: asRead(await Promise.all(ids.map((id) => getOne(resource, id)))),
    }),
    getManyReference: (resource, params) =>
      provider.getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } }),
    create: async (resource, { data }) => ({
      data: asRead(await converted(() => method(resource, 'create')(data as Record<string, unknown>))),
    }),
    update: async (resource, { id, data, previousData }) => ({
      data: asRead(
        await converted(() =>
          method(resource, 'update')(
            String(id),
            data as Record<string, unknown>,
            previousData as Record<string, unknown>,
          ),
        ),
      ),
    }),
    updateMany: async (resource, { ids, data }) => {
      for (const id of ids) {
        await converted(() => method(resource, 'update')(String(id), data as Record<string, unknown>, {}));
      }
      return { data: ids };
    },
    delete: async (resource, { id }) => ({
      data: asRead(await converted(() => method(resource, 'delete')(String(id)))),
    }),
    deleteMany: async (resource, { ids }) => {
      for (const id of ids) await converted(() => method(resource, 'delete')(String(id)));
      return { data: ids };
    },
  };
  return provider;
}
