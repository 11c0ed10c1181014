import type { Api } from '@marketplace/client';
import {
  MAX_PAGE_SIZE,
  type Availability,
  type ListingType,
  type ServiceItem,
  type ServiceItemSort,
  type UpdateServiceItemRequest,
} from '@marketplace/contract';
import type { GetListParams } from 'react-admin';
import { isStockLevel, stockLevel } from '@/portals/provider/components/listing-stock';
import { given, pageOf, withId } from '@/data-provider/paging';
import type { ResourceHandlers, WithId } from '@/data-provider/resource-handlers';
import type { CurrentProviderSource } from './current-provider';

// listings: the signed-in provider's own service items, every state (GET /api/service-items with
// their ProviderId answers the owner hidden and discontinued listings too). Type, category and
// search are the API's filters; availability and stock level are not, so with either of them the
// provider's matching listings are read whole (100 a call) and filtered and paged here: one
// business has tens or hundreds of listings, not the catalog's thousands.
// Photos are saved with the listing (PUT sends them in order; position 0 is the cover), so a
// reorder is an update whose Photos are the same addresses in the new order.

type Values = Record<string, unknown>;

/** The API's sorts: by price either way, otherwise newest first. */
function apiSort(sort: GetListParams['sort'] | undefined): ServiceItemSort {
  if (sort?.field === 'Price') return sort.order === 'ASC' ? 'price-asc' : 'price-desc';
  return 'newest';
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const quantity = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** The PUT/POST body from a form's values (or a stored listing with changes on top). */
export function listingRequestBody(values: Values): UpdateServiceItemRequest {
  const type = values.Type as ListingType;
  return {
    Type: type,
    Name: text(values.Name),
    Description: text(values.Description),
    // The Arabic texts (issue 33) when the values have them; absent, the API keeps the listing's own.
    ...(typeof values.NameAr === 'string' ? { NameAr: values.NameAr } : {}),
    ...(typeof values.DescriptionAr === 'string' ? { DescriptionAr: values.DescriptionAr } : {}),
    Photos: Array.isArray(values.Photos) ? values.Photos.map(String) : [],
    Price: Number(values.Price),
    // A service has no stock: whatever a hidden field held is not sent.
    AvailableQuantity: type === 'item' ? quantity(values.AvailableQuantity) : null,
    Availability: values.Availability as Availability,
    CategoryId: text(values.CategoryId),
    Location: text(values.Location),
  };
}

export type ListingRecord = WithId<ServiceItem>;

const asRecord = (item: ServiceItem): ListingRecord => withId(item, item.ServiceItemId);

export function listingsResource(api: Api, me: CurrentProviderSource): ResourceHandlers<ListingRecord> {
  const read = async (id: string) => asRecord(await api.serviceItems.get(id));

  return {
    getList: async (params) => {
      const filter = params.filter ?? {};
      const query = {
        ProviderId: (await me()).providerId,
        Type: given(filter.Type as ListingType | undefined),
        CategoryId: given(filter.CategoryId as string | undefined),
        Search: given(filter.q as string | undefined),
        Sort: apiSort(params.sort),
      };
      const availability = given(filter.Availability as Availability | undefined);
      const stock = isStockLevel(filter.stock) ? filter.stock : undefined;
      const { page, perPage } = pageOf(params);
      if (!availability && !stock) {
        const list = await api.serviceItems.list({ ...query, Page: page, Limit: perPage });
        return { data: list.Items.map(asRecord), total: list.TotalItems };
      }
      const all: ServiceItem[] = [];
      for (let apiPage = 1; ; apiPage++) {
        const list = await api.serviceItems.list({ ...query, Page: apiPage, Limit: MAX_PAGE_SIZE });
        all.push(...list.Items);
        if (apiPage >= list.TotalPages || list.Items.length === 0) break;
      }
      const matching = all.filter(
        (item) =>
          (!availability || item.Availability === availability) &&
          (!stock || stockLevel(item.Type, item.AvailableQuantity) === stock),
      );
      return { data: matching.slice((page - 1) * perPage, page * perPage).map(asRecord), total: matching.length };
    },
    getOne: read,
    create: async (data) => asRecord(await api.serviceItems.create(listingRequestBody(data))),
    // A bulk change (availability) hands in only the changed field: the rest is read first.
    update: async (id, data, previous) => {
      const base = previous.ServiceItemId === id ? previous : await read(id);
      return asRecord(await api.serviceItems.update(id, listingRequestBody({ ...base, ...data })));
    },
    // The API says which happened: deleted, or discontinued because orders refer to it.
    delete: async (id) => {
      const result = await api.serviceItems.delete(id);
      return { id, Message: result.Message };
    },
  };
}
