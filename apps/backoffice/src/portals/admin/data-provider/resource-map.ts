import type { Api } from '@marketplace/client';
import type { ResourceHandlers } from '@/data-provider/resource-handlers';
import { adminsResource } from './admins-resource';
import { auditLogResource } from './audit-log-resource';
import { categoriesResource } from './categories-resource';
import { customersResource } from './customers-resource';
import { inquiriesResource } from './inquiries-resource';
import { messageReportsResource } from './message-reports-resource';
import { ordersResource } from './orders-resource';
import { payoutsResource } from './payouts-resource';
import { providersResource } from './providers-resource';
import { serviceItemsResource } from './service-items-resource';
import { verificationRequirementsResource } from './verification-requirements-resource';
import { verificationReviewsResource } from './verification-reviews-resource';

// The admin area's resources (/admin/*), each in a file of this folder. A method a resource leaves
// out is refused (405). Keep this table in step with the handlers.
//
// resource      getList                          getOne                 create / update / delete
// categories    GET /api/Category?includeDisabled (whole list, paged here)   POST; PUT, or PATCH .../enable-status for the toggle; -
// customers     GET /api/customer?page&pageSize&search&isActive&isDeleted&sort   GET /api/customer/{id}/details   -; PATCH .../active-status; PATCH .../delete (soft)
// providers     GET /api/Provider/providers?Page&Limit&Status&Verification&Search&CategoryId&Location&Sort   GET /api/Provider/{id}   -; PATCH .../status (AccState, Reason) or PUT; DELETE /api/Provider/{id}
// inquiries     GET /api/CustomerInquiry?page&pageSize&status                  (found in the list, 100 a page)   -; PATCH .../status; DELETE
// admins        GET /api/Admin/admins (whole list, paged here)                 (from the list)   POST .../invite; PATCH .../status; -
// payouts       GET /api/Payout?page&pageSize&status                          -      -; PATCH .../settle (Reference) or .../reject (Reason); -
// orders        GET /api/Admin/orders?page&pageSize&status&customerId&providerId&from&to&search&sort   GET /api/Admin/orders/{id}   -; PATCH /api/Order/{id}/status, or .../cancel (refund); -
// service-items GET /api/service-items?Page&Limit&ProviderId&CategoryId&Type&Search (every state for an admin naming ProviderId)   GET /api/service-items/{id}   read-only
// audit-log     GET /api/Admin/audit-log?page&pageSize&action&targetType&targetId&actorUserId&from&to   -   read-only
// message-reports GET /api/Admin/message-reports?page&pageSize&status        -      -; POST /api/Conversation/{id}/messages/{messageId}/hide (Reason) or /api/Admin/message-reports/{id}/dismiss; -
// verification-reviews GET /api/Admin/verification-reviews?Page&Limit (oldest request first)   -   read-only (a review is its page's own calls)
// verification-requirements GET /api/Verification/requirements?BusinessType (whole list, paged here)   (from the list)   POST; PUT /api/Admin/verification-requirements/{id} (the changes only); -
//
// Conversations (issue 37) are not records here: their pages read them by cursor through the typed
// client (src/components/conversations).

export function adminResourceMap(api: Api): Record<string, ResourceHandlers> {
  return {
    orders: ordersResource(api),
    'service-items': serviceItemsResource(api),
    categories: categoriesResource(api),
    customers: customersResource(api),
    providers: providersResource(api),
    inquiries: inquiriesResource(api),
    admins: adminsResource(api),
    payouts: payoutsResource(api),
    'audit-log': auditLogResource(api),
    'message-reports': messageReportsResource(api),
    'verification-reviews': verificationReviewsResource(api),
    'verification-requirements': verificationRequirementsResource(api),
  };
}
