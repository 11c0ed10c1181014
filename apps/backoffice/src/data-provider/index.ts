import type { Api } from '@marketplace/client';
import type { DataProvider, Identifier } from 'react-admin';
import { api, session } from '../api';
import { converted, unsupported } from './errors';
import { overApiPages } from './paging';
import { createCurrentProvider } from './provider/current-provider';
import { resourceMap, type ResourceHandlers } from './resource-map';

// The back office's data provider: react-admin's methods over /api/* through packages/client's
// typed calls (so requests and answers are the contract's types, and errors carry the API's
// Message or the spec's section-8 text). Why not ra-data-simple-rest: the API is the spec's, with
// PascalCase ids per resource, pages named page/Page and pageSize/Limit, and state changes that are
// calls of their own (docs/decisions.md, "Back office").
//
// resource      getList                          getOne                 create / update / delete
// categories    GET /api/Category?includeDisabled (whole list, paged here)   POST; PUT, or PATCH .../enable-status for the toggle; -
// customers     GET /api/customer?page&pageSize&search&isActive&isDeleted&sort   GET /api/customer/{id}/details   -; PATCH .../active-status; PATCH .../delete (soft)
// providers     GET /api/Provider/providers?Page&Limit&Status&Search&CategoryId&Location&Sort   GET /api/Provider/{id}   -; PATCH .../status (AccState, Reason) or PUT; -
// inquiries     GET /api/CustomerInquiry?page&pageSize&status                  (found in the list, 100 a page)   -; PATCH .../status; DELETE
// admins        GET /api/Admin/admins (whole list, paged here)                 (from the list)   POST .../invite; PATCH .../status; -
// payouts       GET /api/Payout?page&pageSize&status                          -      -; PATCH .../settle (Reference) or .../reject (Reason); -
// orders        GET /api/Admin/orders?page&pageSize&status&customerId&providerId&from&to&search&sort   GET /api/Admin/orders/{id}   -; PATCH /api/Order/{id}/status, or .../cancel (refund); -
// service-items GET /api/service-items?Page&Limit&ProviderId&CategoryId&Type&Search (every state for an admin naming ProviderId)   GET /api/service-items/{id}   read-only
// audit-log     GET /api/Admin/audit-log?page&pageSize&action&targetType&targetId&actorUserId&from&to   -   read-only
//
// The API serves at most 100 rows a call: a bigger page (react-admin's CSV export asks for 1,000)
// is read as several API pages, for every resource. getMany and getManyReference use getOne and getList;
// updateMany and deleteMany run one call per record (the API has no bulk calls), so a bulk action
// reports the first failure.

/** The admin area's resources unless a portal hands in its own (the provider dashboard's). */
export function createDataProvider(
  client: Api,
  resources: Record<string, ResourceHandlers> = resourceMap(client),
): DataProvider {
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

/**
 * The signed-in provider (ProviderId, profile), shared by the provider dashboard's resources and
 * screens. Marked pure so that the admin portal, which never reads it, leaves it out of its bundle.
 */
export const currentProvider = /* @__PURE__ */ createCurrentProvider(api, session);

// Each portal's data provider is made in a module of its own (admin-data-provider.ts,
// provider-data-provider.ts): made here, both would be in both portals' first load.
