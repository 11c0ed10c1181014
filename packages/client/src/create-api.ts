import type { HttpClient } from './http/http-client';
import { createAdminApi } from './endpoints/admin';
import { createAuthApi } from './endpoints/auth';
import { createCartApi } from './endpoints/cart';
import { createCategoriesApi } from './endpoints/categories';
import { createConversationsApi } from './endpoints/conversations';
import { createVerificationApi } from './endpoints/verification';
import { createCustomersApi } from './endpoints/customers';
import { createInquiriesApi } from './endpoints/inquiries';
import { createMediaApi } from './endpoints/media';
import { createNotificationsApi } from './endpoints/notifications';
import { createOrderItemsApi } from './endpoints/order-items';
import { createOrdersApi } from './endpoints/orders';
import { createPaymentsApi } from './endpoints/payments';
import { createPayoutsApi } from './endpoints/payouts';
import { createTaxDocumentsApi } from './endpoints/tax-documents';
import { createProvidersApi } from './endpoints/providers';
import { createReviewsApi } from './endpoints/reviews';
import { createServiceItemsApi } from './endpoints/service-items';
import { createTransactionsApi } from './endpoints/transactions';

// Every endpoint the apps call, grouped by domain: `api.cart.addItem(...)`. One object per app,
// built once around its HttpClient, so tests can hand a screen a fake in one place.

export function createApi(http: HttpClient) {
  return {
    http,
    admin: createAdminApi(http),
    auth: createAuthApi(http),
    cart: createCartApi(http),
    categories: createCategoriesApi(http),
    conversations: createConversationsApi(http),
    verification: createVerificationApi(http),
    customers: createCustomersApi(http),
    inquiries: createInquiriesApi(http),
    media: createMediaApi(http),
    notifications: createNotificationsApi(http),
    orderItems: createOrderItemsApi(http),
    orders: createOrdersApi(http),
    payments: createPaymentsApi(http),
    payouts: createPayoutsApi(http),
    providers: createProvidersApi(http),
    reviews: createReviewsApi(http),
    serviceItems: createServiceItemsApi(http),
    taxDocuments: createTaxDocumentsApi(http),
    transactions: createTransactionsApi(http),
  };
}

export type Api = ReturnType<typeof createApi>;
