import { restoreCartLine } from '../fresh-records';
import { adminsOnly, everyone, signedIn } from '../identities';
import { eq } from 'drizzle-orm';
import { orderItems } from '../../../src/db/schema/index';
import { del, get, patch, post, type Answer, type Row } from '../row';
import { ORDER_KEY_OF_A, type Caller, type Target, type World } from '../world';

// The cart, orders and their handling, and paying for them. A provider with a line in A's order
// sees A's contact details once it is paid (what the customer pays the information fee for), and
// only its own lines: A's main order holds a line of provider B's, and B must not see A's lines.

/** The business of a provider identity, if the caller is one. */
const businessOf = (me: Caller, world: World) =>
  ({ providerA: world.a.providerId, providerB: world.providerBId })[me.identity as string];

/** A provider's answer holds its own lines of the order only. */
async function showsOnlyOwnLines(answer: Answer, me: Caller, world: World) {
  const mine = businessOf(me, world);
  const lines = (JSON.parse(answer.body) as { OrderItems: { ProviderId: string }[] }).OrderItems;
  const others = lines.filter((line) => mine !== undefined && line.ProviderId !== mine);
  return others.length > 0 ? `the answer shows ${others.length} line(s) of another provider` : undefined;
}

/** ... and the other provider's lines were left as they were (Pending). */
async function movesOnlyOwnLines(answer: Answer, me: Caller, world: World, target: Target) {
  const mine = businessOf(me, world);
  const lines = await world.app.db.select().from(orderItems).where(eq(orderItems.orderId, target.orderId));
  const moved = lines.filter((line) => mine !== undefined && line.providerId !== mine && line.status !== 'Pending');
  if (moved.length > 0) return `moved ${moved.length} line(s) of another provider`;
  return showsOnlyOwnLines(answer, me, world);
}

const handlerOfA = ['customerA.contact', 'customerA.order', 'customerA.lines'] as const;
const handlerOfB = ['customerA.contact', 'customerA.order'] as const;
const seesCustomer = { providerA: handlerOfA } as const;
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

  {
    // A retry with A's key answers A's order to A; to anyone else the key means nothing.
    op: 'POST /api/Order#replaying the Idempotency-Key of A',
    request: (a, me) => ({
      ...post('/api/Order', { CustomerId: me.id, CartId: a.cartId, PaymentType: 'card' }),
      headers: { 'idempotency-key': ORDER_KEY_OF_A },
    }),
    answers: signedIn({ customerA: 200, customerB: 404, others: 403 }),
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
    // Each provider's own list (an admin has none): A's order is in B's, with B's line only.
    op: "GET /api/Order/provider/user/{userId}#the caller's own list",
    request: (_a, me) => get(`/api/Order/provider/user/${me.id}?pageSize=100`),
    answers: signedIn({ providers: 200, admins: 200, others: 403 }),
    reveals: { providerA: handlerOfA, providerB: handlerOfB },
    check: async (answer, me, world) => {
      const orders = (JSON.parse(answer.body) as { Orders: unknown[] }).Orders;
      for (const order of orders) {
        const wrong = await showsOnlyOwnLines({ status: 200, body: JSON.stringify(order) }, me, world);
        if (wrong) return wrong;
      }
      return undefined;
    },
  },
  {
    // The order's tax invoice and credit notes (issue 36): as the order itself, each provider its own lines.
    op: 'GET /api/Order/{id}/tax-documents',
    request: (a) => get(`/api/Order/${a.orderId}/tax-documents`),
    answers: signedIn({ customerA: 200, providers: 200, admins: 200, others: 404 }),
    // What the order shows its handlers: the buyer on the invoice, and each its own lines.
    reveals: { providerA: handlerOfA, providerB: handlerOfB },
  },
  {
    // The whole invoice as a PDF: its customer and admins; providers read their lines above.
    op: 'GET /api/TaxDocument/{id}/pdf',
    request: (a) => get(`/api/TaxDocument/${a.invoiceId}/pdf`),
    answers: signedIn({ customerA: 200, admins: 200, providers: 403, others: 404 }),
  },
  {
    // The link its receipt e-mail gave opens the one invoice for whoever holds it, signed in or not.
    op: 'GET /api/TaxDocument/{id}/pdf/link',
    request: (a) => get(`/api/TaxDocument/${a.invoiceId}/pdf/link?token=${a.invoiceLinkToken}`),
    answers: everyone(200),
  },
  {
    // ... and no other document: a link is bound to its document.
    op: 'GET /api/TaxDocument/{id}/pdf/link#another-document',
    request: (a) => get(`/api/TaxDocument/${a.orderId}/pdf/link?token=${a.invoiceLinkToken}`),
    answers: everyone(403),
  },
  {
    op: 'GET /api/Order/{id}',
    request: (a) => get(`/api/Order/${a.orderId}`),
    answers: signedIn({ customerA: 200, providers: 200, admins: 200, others: 404 }),
    reveals: { providerA: handlerOfA, providerB: handlerOfB },
    check: showsOnlyOwnLines,
  },
  {
    // Providers see an order once it is paid; until then it is 404 to them, as to any stranger.
    op: 'GET /api/Order/{id}#unpaid',
    request: (a) => get(`/api/Order/${a.orderId}`),
    answers: signedIn({ customerA: 200, admins: 200, others: 404 }),
    fresh: (fresh) => fresh.order('unpaid'),
  },
  {
    // The history names the customer (id and name) where they moved the order: its providers know them.
    op: 'GET /api/Order/{id}/history',
    request: (a) => get(`/api/Order/${a.orderId}/history`),
    answers: signedIn({ customerA: 200, providers: 200, admins: 200, others: 404 }),
    reveals: { providerA: [...handlerOfA, 'customerA.id'], providerB: [...handlerOfB, 'customerA.id'] },
  },
  {
    op: 'GET /api/Order/{id}/history#unpaid',
    request: (a) => get(`/api/Order/${a.orderId}/history`),
    answers: signedIn({ customerA: 200, admins: 200, others: 404 }),
    fresh: (fresh) => fresh.order('unpaid'),
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
    // Each provider moves its own lines of an order it shares with another; an admin moves all.
    op: 'PATCH /api/Order/{id}/status#an order shared with provider B',
    request: (a) => patch(`/api/Order/${a.orderId}/status`, { Status: 'Confirmed' }),
    answers: signedIn({ providers: 200, admins: 200, others: 403 }),
    changes: ['providers', 'admins'],
    fresh: (fresh) => fresh.order('Pending', { sharedWithB: true }),
    reveals: { providerA: handlerOfA, providerB: handlerOfB },
    check: movesOnlyOwnLines,
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
