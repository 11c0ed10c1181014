import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Cart, Order, OrderItem, OrderList, ServiceItem } from '@marketplace/contract';
import { accounts, bearer, signInViaApi, type Tokens } from './accounts';
import { seededCustomers } from './admin';
import { listServiceItems } from './catalog';
import { businessIdOf } from './provider';

// The customer dashboard's journeys (tests/customer-dashboard.spec.ts, issue 17). They write only to
// seeded customers no other spec file reads, so the demo customer keeps its state; and they
// register nobody, since the whole run shares the register limit (10 per 15 min per address).

export interface SeededSession {
  readonly name: string;
  readonly tokens: Tokens;
  readonly userId: string;
}

/**
 * A verified seeded customer signed in with the demo password (every seeded person has it): the
 * `fromEnd`-th from the end of the admin's first page of customers, away from the first one that
 * admin-area.spec.ts deletes.
 */
export async function seededCustomerViaApi(request: APIRequestContext, fromEnd: 1 | 2 | 3): Promise<SeededSession> {
  const admin = await signInViaApi(request, accounts.admin, 'provider');
  const customer = (await seededCustomers(request, admin)).at(-fromEnd)!;
  const tokens = await signInViaApi(
    request,
    { email: customer.Email, password: accounts.customer.password },
    'customer',
  );
  await emptyCartViaApi(request, tokens, customer.UserId);
  return { name: `${customer.FirstName} ${customer.LastName}`, tokens, userId: customer.UserId };
}

/** Seeded customers may have lines in their carts: DELETE /api/Cart/{id} leaves the cart empty. */
async function emptyCartViaApi(request: APIRequestContext, tokens: Tokens, userId: string): Promise<void> {
  const cart = await request.get(`/api/Cart/customer/${userId}`, { headers: bearer(tokens) });
  expect(cart.ok(), `GET cart: ${cart.status()}`).toBe(true);
  const { CartId } = (await cart.json()) as Cart;
  const cleared = await request.delete(`/api/Cart/${CartId}`, { headers: bearer(tokens) });
  expect(cleared.ok(), `DELETE /api/Cart/${CartId}: ${await cleared.text()}`).toBe(true);
}

/** The demo provider's id and a session: the provider who completes the review journey's item. */
export async function demoProvider(request: APIRequestContext): Promise<{ tokens: Tokens; providerId: string }> {
  const tokens = await signInViaApi(request, accounts.provider, 'provider');
  return { tokens, providerId: await businessIdOf(request, tokens) };
}

/**
 * An available service (no stock to use up) of a provider other than `exceptProviderId`: orders
 * placed on it land in a seeded provider's queue that no spec file reads.
 */
export async function serviceNotOf(request: APIRequestContext, exceptProviderId: string): Promise<ServiceItem> {
  const services = await listServiceItems(request, { type: 'service' });
  const service = services.find((item) => item.Availability === 'available' && item.ProviderId !== exceptProviderId);
  if (!service) throw new Error('The demo catalog has no available service of another provider');
  return service;
}

/** An available service of the given provider. */
export async function serviceOf(request: APIRequestContext, providerId: string): Promise<ServiceItem> {
  const services = await listServiceItems(request, { type: 'service', ProviderId: providerId });
  const service = services.find((item) => item.Availability === 'available');
  if (!service) throw new Error(`Provider ${providerId} has no available service`);
  return service;
}

/** Puts the listing in the customer's cart and places an (unpaid, Pending) order: POST /api/Order. */
export async function placeOrderViaApi(
  request: APIRequestContext,
  customer: SeededSession,
  listing: ServiceItem,
): Promise<Order> {
  const headers = bearer(customer.tokens);
  const cartResponse = await request.get(`/api/Cart/customer/${customer.userId}`, { headers });
  expect(cartResponse.ok(), `GET cart: ${cartResponse.status()}`).toBe(true);
  const cart = (await cartResponse.json()) as Cart;
  const added = await request.post('/api/Cart/item', {
    headers,
    data: { CartId: cart.CartId, ServiceItemId: listing.ServiceItemId, Quantity: 1, ModifiedBy: customer.userId },
  });
  expect(added.ok(), `POST /api/Cart/item: ${await added.text()}`).toBe(true);
  const placed = await request.post('/api/Order', {
    headers,
    data: { CustomerId: customer.userId, CartId: cart.CartId, PaymentType: 'card' },
  });
  expect(placed.status(), `POST /api/Order: ${await placed.text()}`).toBe(201);
  return (await placed.json()) as Order;
}

/** The customer cancels a whole order (PATCH /api/Order/{id}/cancel). */
export async function cancelOrderViaApi(request: APIRequestContext, customer: SeededSession, orderId: string) {
  const response = await request.patch(`/api/Order/${orderId}/cancel`, { headers: bearer(customer.tokens) });
  expect(response.ok(), `cancel ${orderId}: ${await response.text()}`).toBe(true);
}

/** One page of the customer's orders as the API gives it (GET /api/Order/customer/{id}). */
export async function customerOrdersViaApi(
  request: APIRequestContext,
  customer: SeededSession,
  query: { status?: string; sort?: 'newest' | 'oldest'; pageSize?: number } = {},
): Promise<OrderList> {
  const response = await request.get(`/api/Order/customer/${customer.userId}`, {
    headers: bearer(customer.tokens),
    params: { page: 1, pageSize: 10, status: 'all', sort: 'newest', ...query },
  });
  expect(response.ok(), `GET orders: ${await response.text()}`).toBe(true);
  return (await response.json()) as OrderList;
}

/** The provider takes an item to Completed: confirm, start, complete (PATCH /api/OrderItem/{id}/...). */
export async function completeItemViaApi(request: APIRequestContext, provider: Tokens, item: OrderItem) {
  for (const step of ['confirm', 'start', 'complete'] as const) {
    const response = await request.patch(`/api/OrderItem/${item.OrderItemId}/${step}`, { headers: bearer(provider) });
    expect(response.ok(), `${step} ${item.OrderItemId}: ${await response.text()}`).toBe(true);
  }
}

/** Picks `option` in the labelled drop-down (a FilterSelect: combobox, then its listbox). */
export async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  // The filters are native selects: the browser's own list, chosen by the option's text.
  const select = page.getByRole('combobox', { name: label });
  await select.selectOption({ label: option });
  await expect(select.locator('option:checked')).toHaveText(option);
}
