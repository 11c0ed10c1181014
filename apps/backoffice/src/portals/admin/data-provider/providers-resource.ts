import type { Api } from '@marketplace/client';
import type {
  Provider,
  ProviderAccountState,
  ProviderVerification,
  UpdateProviderRequest,
} from '@marketplace/contract';
import { given, pageOf, withId } from '@/data-provider/paging';
import { changed, pick } from '@/data-provider/record-fields';
import type { ResourceHandlers, WithId } from '@/data-provider/resource-handlers';
import { apiSort, PROVIDER_SORTS } from './list-sorts';

// providers: GET /api/Provider/providers?Page&Limit&Status&Verification&Search&CategoryId&Location&Sort;
// GET /api/Provider/{id}; PATCH .../status (AccState, Reason) or PUT; DELETE /api/Provider/{id}
// (issue 38: only a business that is not active and has no requests in progress; the API says why not).

const PROVIDER_FIELDS = [
  'BusinessName',
  'PrimaryLocation',
  'BusinessDescription',
  'BusinessNameAr',
  'BusinessDescriptionAr',
  'ContactName',
  'BusinessAddress',
  'Website',
  'BusinessCategoryId',
] as const;

export type ProviderRecord = WithId<Provider>;

export function providersResource(api: Api): ResourceHandlers<ProviderRecord> {
  return {
    getList: async (params) => {
      const { page, perPage } = pageOf(params);
      const filter = params.filter ?? {};
      const list = await api.providers.list({
        Page: page,
        Limit: perPage,
        Status: given(filter.AccState as ProviderAccountState | undefined),
        Verification: given(filter.Verification as ProviderVerification | undefined),
        Search: given(filter.q),
        CategoryId: given(filter.BusinessCategoryId),
        Location: given(filter.PrimaryLocation),
        Sort: apiSort(params, PROVIDER_SORTS),
      });
      return { data: list.Items.map((p) => withId(p, p.ProviderId)), total: list.TotalItems };
    },
    getOne: async (id) => withId(await api.providers.get(id), id),
    delete: async (id) => {
      const deleted = await api.verification.deleteProvider(id);
      return withId(deleted, deleted.ProviderId);
    },
    update: async (id, data, previous) => {
      // A state change (approve, reject with a reason, deactivate) is its own audited call.
      const row = changed(data, previous, 'AccState')
        ? await api.providers.setStatus(id, {
            AccState: data.AccState as ProviderAccountState,
            ...(given(data.Reason) ? { Reason: String(data.Reason) } : {}),
          })
        : await api.providers.update(id, pick(data, PROVIDER_FIELDS) as UpdateProviderRequest);
      return withId(row, row.ProviderId);
    },
  };
}
