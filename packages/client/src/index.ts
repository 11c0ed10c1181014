// @marketplace/client: the browser HTTP client of the storefront and the back office.
//
//   const http = createHttpClient({ session: createLocalStorageSession(), onSessionExpired: () => navigate('/start') });
//   const api = createApi(http);
//   const cart = await api.cart.addItem({ CartId, ServiceItemId, Quantity: 1, ModifiedBy: userId });
//
// Request and response types come from @marketplace/contract; failures reject with ApiError,
// whose message follows spec section 8.

export { ApiError, isApiError, type ApiErrorInit } from './http/api-error';
export {
  AUTH_FAILURE_STATUSES,
  AUTH_PATH_PREFIX,
  REFRESH_PATH,
  TUNNEL_WARNING_HEADER,
  TUNNEL_WARNING_VALUE,
} from './http/constants';
export {
  createHttpClient,
  type HttpClient,
  type HttpClientOptions,
  type HttpMethod,
  type RequestOptions,
} from './http/http-client';
export {
  createLocalStorageSession,
  createMemorySession,
  SESSION_STORAGE_KEY,
  type LocalStorageSessionOptions,
  type SessionStore,
} from './http/session-store';
export { apiPath, buildQuery, joinUrl, type QueryParams, type QueryValue } from './http/url';
export { createApi, type Api } from './create-api';
export { createAdminApi, type AdminApi } from './endpoints/admin';
export { createAuthApi, type AuthApi } from './endpoints/auth';
export { createCartApi, type CartApi } from './endpoints/cart';
export { createCategoriesApi, type CategoriesApi } from './endpoints/categories';
export { createConversationsApi, type AttachmentUpload, type ConversationsApi } from './endpoints/conversations';
export { createVerificationApi, type DocumentUpload, type VerificationApi } from './endpoints/verification';
export { createCustomersApi, type CustomersApi } from './endpoints/customers';
export { createInquiriesApi, type InquiriesApi } from './endpoints/inquiries';
export { createMediaApi, type MediaApi, type MediaUpload } from './endpoints/media';
export { createNotificationsApi, NOTIFICATION_STREAM_PATH, type NotificationsApi } from './endpoints/notifications';
export {
  createOrderItemsApi,
  ORDER_ITEM_TRANSITIONS,
  type OrderItemsApi,
  type OrderItemTransition,
} from './endpoints/order-items';
export { createOrdersApi, type CreateOrderOptions, type OrdersApi } from './endpoints/orders';
export { createPaymentsApi, type PaymentsApi } from './endpoints/payments';
export { createPayoutsApi, type PayoutListParams, type PayoutsApi } from './endpoints/payouts';
export { createTaxDocumentsApi, type TaxDocumentsApi } from './endpoints/tax-documents';
export { createProvidersApi, type ProvidersApi } from './endpoints/providers';
export { createReviewsApi, type ReviewsApi } from './endpoints/reviews';
export { createServiceItemsApi, type ServiceItemsApi } from './endpoints/service-items';
export {
  createTransactionsApi,
  type ProviderTransactionListParams,
  type TransactionListParams,
  type TransactionsApi,
} from './endpoints/transactions';
export {
  openNotificationStream,
  type NotificationStreamHandlers,
  type NotificationStreamOptions,
} from './stream/notification-stream';
export { reconnectDelay, STREAM_RETRY_BASE_MS, STREAM_RETRY_MAX_MS } from './stream/reconnect-delay';
