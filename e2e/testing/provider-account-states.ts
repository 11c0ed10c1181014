import { expect, type APIRequestContext } from '@playwright/test';
import { accounts, bearer, signInViaApi, type Tokens } from './accounts';
import { businessIdOf, pendingProviderViaApi, tokenUserId } from './provider';

// Provider dashboard states that screens are checked in: a provider whose business is pending or
// rejected (the account-state banner), and an active one with money to pay out (the payout
// request). Made through the API as the admin and the provider would (packages/contract shapes).

export type ProviderState = 'pending' | 'rejected';

/** A new provider in the given account state, signed in; a rejection carries the admin's reason. */
export async function providerInState(
  request: APIRequestContext,
  state: ProviderState,
  reason = 'The trade licence number does not match the business name.',
): Promise<Tokens> {
  const provider = await pendingProviderViaApi(request);
  if (state === 'rejected') {
    const admin = await signInViaApi(request, accounts.admin, 'provider');
    const response = await request.patch(`/api/Provider/${provider.providerId}/status`, {
      headers: bearer(admin),
      data: { AccState: 'rejected', Reason: reason },
    });
    expect(response.status(), await response.text()).toBe(200);
  }
  return provider.tokens;
}

interface ProviderOrder {
  OrderItems: { OrderItemId: string; Status: string; ProviderId: string }[];
}

/**
 * Makes sure the provider has money to pay out: when the available balance is 0 (the demo seed
 * pays everything out), completes one of its items in progress (PATCH /api/OrderItem/{id}/complete),
 * which books its earning, as the provider does from an order's page.
 */
export async function ensureAvailableBalance(request: APIRequestContext, tokens: Tokens): Promise<void> {
  const providerId = await businessIdOf(request, tokens);
  const balance = async () => {
    const response = await request.get(`/api/Payout/provider/${providerId}/balance`, { headers: bearer(tokens) });
    expect(response.ok(), `GET balance answered ${response.status()}`).toBe(true);
    return ((await response.json()) as { AvailableBalance: number }).AvailableBalance;
  };
  if ((await balance()) > 0) return;
  const orders = await request.get(`/api/Order/provider/user/${tokenUserId(tokens)}`, {
    headers: bearer(tokens),
    params: { status: 'InProgress', pageSize: 10 },
  });
  expect(orders.ok(), `GET provider orders answered ${orders.status()}`).toBe(true);
  const { Orders } = (await orders.json()) as { Orders: ProviderOrder[] };
  const item = Orders.flatMap((order) => order.OrderItems).find(
    (candidate) => candidate.Status === 'InProgress' && candidate.ProviderId === providerId,
  );
  if (!item) throw new Error('The provider has no item in progress to complete');
  const done = await request.patch(`/api/OrderItem/${item.OrderItemId}/complete`, { headers: bearer(tokens) });
  expect(done.status(), await done.text()).toBe(200);
  expect(await balance(), 'the completed item earned nothing').toBeGreaterThan(0);
}
