import type { Api } from '@marketplace/client';
import type { ListingType, ServiceItem } from '@marketplace/contract';
import { given, pageOf, withId } from '@/data-provider/paging';
import type { ResourceHandlers, WithId } from '@/data-provider/resource-handlers';

// service-items (admins, read-only here): a provider's listings on the provider detail page.
// GET /api/service-items?ProviderId answers an admin every listing of that business whatever its
// state (pending provider, disabled category, discontinued), as it does the provider themselves;
// without ProviderId it is the public catalog. Editing listings stays in the provider dashboard.

export type ServiceItemRecord = WithId<ServiceItem>;

export function serviceItemsResource(api: Api): ResourceHandlers<ServiceItemRecord> {
  return {
    getList: async (params) => {
      const filter = params.filter ?? {};
      const { page, perPage } = pageOf(params);
      const list = await api.serviceItems.list({
        Page: page,
        Limit: perPage,
        ProviderId: given(filter.ProviderId as string | undefined),
        CategoryId: given(filter.CategoryId as string | undefined),
        Type: given(filter.Type as ListingType | undefined),
        Search: given(filter.q as string | undefined),
      });
      return { data: list.Items.map((item) => withId(item, item.ServiceItemId)), total: list.TotalItems };
    },
    getOne: async (id) => withId(await api.serviceItems.get(id), id),
  };
}
