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

/** A portal's data provider over its resources (portals/admin/data-provider, portals/provider/data-provider). */
export function createDataProvider(resources: Record<string, ResourceHandlers>): DataProvider {
  const handlers = (resource: string): ResourceHandlers => resources[resource] ?? unsupported(resource, 'This screen');
  const method = <K extends keyof ResourceHandlers>(resource: string, name: K): NonNullable<ResourceHandlers[K]> =>
    handlers(resource)[name] ?? unsupported(resource, name);
  const getOne = (resource: string, id: Identifier) => converted(() => method(resource, 'getOne')(String(id)));

  const provider: DataProvider = {
    getList: (resource, params) =>
      converted(() =>
        overApiPages(params, (page, perPage) =>
          method(resource, 'getList')({ ...params, pagination: { page, perPage } }),
        ),
      ) as never,
    getOne: async (resource, { id }) => ({ data: (await getOne(resource, id)) as never }),
    getMany: async (resource, { ids }) => ({
      data: (await Promise.all(ids.map((id) => getOne(resource, id)))) as never,
    }),
    getManyReference: (resource, params) =>
      provider.getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } }),
    create: async (resource, { data }) => ({
      data: (await converted(() => method(resource, 'create')(data as Record<string, unknown>))) as never,
    }),
    update: async (resource, { id, data, previousData }) => ({
      data: (await converted(() =>
        method(resource, 'update')(
          String(id),
          data as Record<string, unknown>,
          previousData as Record<string, unknown>,
        ),
      )) as never,
    }),
    updateMany: async (resource, { ids, data }) => {
      for (const id of ids) {
        await converted(() => method(resource, 'update')(String(id), data as Record<string, unknown>, {}));
      }
      return { data: ids };
    },
    delete: async (resource, { id }) => ({
      data: (await converted(() => method(resource, 'delete')(String(id)))) as never,
    }),
    deleteMany: async (resource, { ids }) => {
      for (const id of ids) await converted(() => method(resource, 'delete')(String(id)));
      return { data: ids };
    },
  };
  return provider;
}
