import type { Api } from '@marketplace/client';
import type { ResourceHandlers } from '@/data-provider/resource-handlers';
import { categoriesResource } from './categories-resource';
import type { CurrentProviderSource } from './current-provider';
import { earningsResource } from './earnings-resource';
import { listingsResource } from './listings-resource';
import { providerOrdersResource } from './orders-resource';
import { providerPayoutsResource } from './payouts-resource';
import { reviewsResource } from './reviews-resource';

// The provider dashboard's resources (/provider-dashboard/*), each in a file of this folder. The
// same names as the admin area's where the idea is the same (orders, payouts), but always the
// signed-in provider's own records, through the provider's calls: a provider never reaches an
// admin route. Keep this table in step with the handlers.
//
// resource      getList / getOne / create / update / delete
// listings      GET /api/service-items?ProviderId&Page&Limit&Type&CategoryId&Search&Sort (availability, stock: filtered here) / GET /api/service-items/{id} / POST; PUT (photos in order); DELETE (discontinued when ordered)
// categories    GET /api/Category (read-only, the public list, paged here) / from the list / -
// orders        GET /api/Order/provider/user/{userId}?page&pageSize&status&search&sort&from&to / GET /api/Order/{id} / -; PATCH /api/OrderItem/{itemId}/confirm|start|complete|cancel; -
// earnings      GET /api/Transaction/provider/{providerId}?type=earning&page&pageSize (from/to: walked and filtered here) / - / - / - / -
// payouts       GET /api/Transaction/provider/{providerId}?type=payout&status / 'balance': GET /api/Payout/provider/{providerId}/balance, 'bank-details': GET /api/Provider/{providerId}/bank-details / POST /api/Payout / 'bank-details': PUT /api/Provider/{providerId}/bank-details / -
// reviews       GET /api/Review/provider/{providerId}?page&pageSize (newest first; average and stars with every page) / - / - / - / -

export function providerResourceMap(api: Api, me: CurrentProviderSource): Record<string, ResourceHandlers> {
  return {
    listings: listingsResource(api, me),
    categories: categoriesResource(api),
    orders: providerOrdersResource(api, me),
    earnings: earningsResource(api, me),
    payouts: providerPayoutsResource(api, me),
    reviews: reviewsResource(api, me),
  };
}
