import { restoreCartLine } from '../fresh-records';
import { adminsOnly, signedIn } from '../identities';
import { del, get, patch, post, type Row } from '../row';

// The cart, orders and their handling, and paying for them. A provider handling A's order sees
// A's contact details once it is paid (that is what the customer pays the information fee for).

const seesCustomer = { providerA: ['customerA.contact', 'customerA.orders'] } as const;
const cartOwner = signedIn({ customerA: 200, customerB: 404, others: 403 });
const itemHandlers = signedIn({ providerA: 200, admins: 200, others: 403 });

export const commerceRows: Row[] = [
  // The cart: customers only, and only their own (another customer's cart or line is 404).
  {
    op: 'GET /api/Cart/customer/{customerId}',
    request: (a) => get(`/api/Cart/customer/${a.customerId}`),
    answers: signedIn({ customerA: 200, others: 403 }),
  },
  {
    op: 'POST /api/Cart',
    request: (a) =>
      post('/api/Cart', { CustomerId: a.customerId, Cartitems: [{ ServiceItemId: a.stockListingId, Quantity: 1 }] }),
    answers: signedIn({ customerA: 200, others: 403 }),
    changes: ['customerA'],
  },
  {
    op: 'POST /api/Cart/item',
    request: (a) =>
      post('/api/Cart/item', {
        CartId: a.cartId,
        ServiceItemId: a.stockListingId,
        Quantity: 1,
        ModifiedBy: a.customerId,
      }),
    answers: signedIn({ customerA: 200, others: 403 }),
    changes: ['customerA'],
  },
  {
    op: 'POST /api/Cart/item#naming the caller',
    request: (a, me) =>
      post('/api/Cart/item', { CartId: a.cartId, ServiceItemId: a.stockListingId, Quantity: 1, ModifiedBy: me.id }),
    answers: cartOwner,
    changes: ['customerA'],
  },
  {
    op: 'PATCH /api/Cart/item/{cartItemId}/quantity',
    request: (a) => patch(`/api/Cart/item/${a.cartItemId}/quantity`, { Quantity: 2 }),
    answers: cartOwner,
    changes: ['customerA'],
    fresh: (fresh) => fresh.cartLine(),
  },
  {
    op: 'DELETE /api/Cart/item/{cartItemId}',
    request: (a) => del(`/api/Cart/item/${a.cartItemId}`),
    answers: cartOwner,
    changes: ['customerA'],
    fresh: (fresh) => fresh.cartLine(),
  },
  {
    op: 'DELETE /api/Cart/{cartId}',
    request: (a) => del(`/api/Cart/${a.cartId}`),
    answers: cartOwner,
    changes: ['customerA'],
    restore: restoreCartLine,
  },

  // Placing an order takes the caller's own cart only.
  {
    op: 'POST /api/Order',
    request: (a) => post('/api/Order', { CustomerId: a.customerId, CartId: a.cartId, PaymentType: 'card' }),
    answers: signedIn({ customerA: 201, others: 403 }),
    changes: ['customerA'],
    restore: restoreCartLine,
  },
  {
    op: 'POST /api/Order#naming the caller',
    request: (a, me) => post('/api/Order', { CustomerId: me.id, CartId: a.cartId, PaymentType: 'card' }),
    answers: signedIn({ customerA: 201, customerB: 404, others: 403 }),
    changes: ['customerA'],
    restore: restoreCartLine,
  },

  // Reading orders: a stranger's order is 404 (ids cannot be probed); a list of someone else's is 403.
  {
    op: 'GET /api/Order/customer/{id}',
    request: (a) => get(`/api/Order/customer/${a.customerId}`),
    answers: signedIn({ customerA: 200, admins: 200, others: 403 }),
  },
  {
    op: 'GET /api/Order/customer/{id}/stats',
    request: (a) => get(`/api/Order/customer/${a.customerId}/stats`),
    answers: signedIn({ customerA: 200, admins: 200, others: 403 }),
  },
  {
    op: 'GET /api/Order/provider/user/{userId}',
    request: (a) => get(`/api/Order/provider/user/${a.providerUserId}`),
    answers: signedIn({ providerA: 200, admins: 200, others: 403 }),
    reveals: seesCustomer,
  },
  {
    op: 'GET /api/Order/{id}',
    request: (a) => get(`/api/Order/${a.orderId}`),
    answers: signedIn({ customerA: 200, providerA: 200, admins: 200, others: 404 }),
    reveals: seesCustomer,
  },
  {
    // The history names the customer (id and name) where they moved the order: the provider knows them.
    op: 'GET /api/Order/{id}/history',
    request: (a) => get(`/api/Order/${a.orderId}/history`),
    answers: signedIn({ customerA: 200, providerA: 200, admins: 200, others: 404 }),
    reveals: { providerA: [...seesCustomer.providerA, 'customerA.id'] },
  },

  // Changing orders, each on a fresh order of A in the state the change needs.
  {
    op: 'PATCH /api/Order/{id}/cancel',
    request: (a) => patch(`/api/Order/${a.orderId}/cancel`),
    answers: signedIn({ customerA: 200, admins: 200, customerB: 404, providers: 403 }),
    changes: ['customerA', 'admins'],
    fresh: (fresh) => fresh.order('unpaid'),
  },
  {
    op: 'PATCH /api/Order/{id}/status',
    request: (a) => patch(`/api/Order/${a.orderId}/status`, { Status: 'Confirmed' }),
    answers: signedIn({ providerA: 200, admins: 200, providerB: 404, customers: 403 }),
    changes: ['providerA', 'admins'],
    fresh: (fresh) => fresh.order('Pending'),
    reveals: seesCustomer,
  },
  {
    op: 'PATCH /api/OrderItem/{id}/confirm',
    request: (a) => patch(`/api/OrderItem/${a.orderItemId}/confirm`),
    answers: itemHandlers,
    changes: ['providerA', 'admins'],
    fresh: (fresh) => fresh.order('Pending'),
    reveals: seesCustomer,
  },
  {
    op: 'PATCH /api/OrderItem/{id}/start',
    request: (a) => patch(`/api/OrderItem/${a.orderItemId}/start`),
    answers: itemHandlers,
    changes: ['providerA', 'admins'],
    fresh: (fresh) => fresh.order('Confirmed'),
    reveals: seesCustomer,
  },
  {
    op: 'PATCH /api/OrderItem/{id}/complete',
    request: (a) => patch(`/api/OrderItem/${a.orderItemId}/complete`),
    answers: itemHandlers,
    changes: ['providerA', 'admins'],
    fresh: (fresh) => fresh.order('InProgress'),
    reveals: seesCustomer,
  },
  {
    op: 'PATCH /api/OrderItem/{id}/cancel',
    request: (a) => patch(`/api/OrderItem/${a.orderItemId}/cancel`, { Reason: 'Matrix' }),
    answers: itemHandlers,
    changes: ['providerA', 'admins'],
    fresh: (fresh) => fresh.order('Pending'),
    reveals: seesCustomer,
  },
  { op: 'GET /api/Admin/orders', request: () => get('/api/Admin/orders'), answers: adminsOnly() },
  { op: 'GET /api/Admin/orders/{id}', request: (a) => get(`/api/Admin/orders/${a.orderId}`), answers: adminsOnly() },

  // Paying: only the order's customer starts a payment; the customer or an admin checks one.
  {
    op: 'POST /api/Payment/checkout',
    request: (a) => post('/api/Payment/checkout', { OrderId: a.orderId }),
    answers: signedIn({ customerA: 200, customerB: 404, others: 403 }),
    changes: ['customerA'],
    fresh: (fresh) => fresh.order('unpaid'),
  },
  {
    op: 'POST /api/Payment/verify',
    request: (a) => post('/api/Payment/verify', { OrderId: a.orderId, ChargeId: a.chargeId }),
    answers: signedIn({ customerA: 200, admins: 200, customerB: 404, providers: 403 }),
  },
  {
    // Only Tap sends it, signed; with the sandbox gateway (the test app's) the route says so first.
    op: 'POST /api/Payment/webhook/tap',
    request: (a) => post('/api/Payment/webhook/tap', { id: a.chargeId, status: 'CAPTURED' }),
    answers: { others: 404 },
  },
];
