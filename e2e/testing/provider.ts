import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Order, OrderItem } from '@marketplace/contract';
import { bearer, signInViaApi, uniqueEmail, verifyEmailViaApi, type Account, type Tokens } from './accounts';
import { verifyBusinessViaApi } from './verification';
import { waitForPageReady } from './browser-state';

// The provider dashboard's journeys (apps/backoffice at /provider-dashboard/*, issue 16): a new
// provider's sign-up data, an active provider made through the API, a provider screen opened and
// ready, and the API look-ups the journeys check against. Files: provider-fixtures.ts; screen
// steps: provider-steps.ts.

export interface SignupProvider extends Account {
  readonly businessName: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string;
}

/** Sign-up data that passes the storefront's rules; the business name is unique to the run too. */
export function signupProvider(): SignupProvider {
  const email = uniqueEmail('provider');
  const tag = email.split('@')[0]!.split('.')[1]!;
  return {
    businessName: `Pearl Repairs ${tag}`,
    firstName: 'Huda',
    lastName: 'Saleh',
    email,
    phone: `+9733${String(Date.now()).slice(-7)}`,
    password: 'Bahrain2024x',
  };
}

/**
 * Opens a provider screen and waits until its data has arrived: no spinner, skeleton or busy
 * region left (waitForPageReady: a progress bar with a value, such as Home's onboarding checklist
 * "0 of 4 steps done", is a figure, not a spinner).
 */
export async function openProviderScreen(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page, `the provider was sent away from ${path}`).toHaveURL(new RegExp(path.split('?')[0]!));
  await waitForPageReady(page, 20_000);
}

/** The side menu's link to a screen; a live count is part of its name ("Orders, 1 to confirm"). */
export const menuLink = (page: Page, name: string | RegExp) => page.getByRole('menuitem', { name, exact: true });

/** The signed-in user's id: the access token's `nameid` claim (apps/api auth/access-token.ts). */
export function tokenUserId(tokens: Tokens): string {
  const payload = tokens.jwtToken.split('.')[1] ?? '';
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { nameid?: string };
  if (!claims.nameid) throw new Error('The access token names no user (nameid)');
  return claims.nameid;
}

export interface ActiveProvider {
  readonly tokens: Tokens;
  readonly providerId: string;
  /** The business's category, from the demo catalog. */
  readonly categoryId: string;
  /** Who signed up: the e-mail and the business's name. */
  readonly account: SignupProvider;
}

/**
 * A new provider made active through the API, for journeys whose subject is not the review
 * (POST /api/Auth/register-provider, the mailed verification link, its documents uploaded and
 * accepted, an admin's PATCH .../status).
 */
export async function activeProviderViaApi(request: APIRequestContext, admin: Tokens): Promise<ActiveProvider> {
  const registered = await pendingProviderViaApi(request);
  await verifyBusinessViaApi(request, registered.tokens, admin, registered.providerId);
  const approved = await request.patch(`/api/Provider/${registered.providerId}/status`, {
    headers: bearer(admin),
    data: { AccState: 'active' },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  return registered;
}

/** A new provider through the API, signed in and still pending (as after /provider-signup). */
export async function pendingProviderViaApi(request: APIRequestContext): Promise<ActiveProvider> {
  const provider = signupProvider();
  const catalog = await request.get('/api/service-items', { params: { Limit: 1 } });
  const categoryId = ((await catalog.json()) as { Items: { CategoryId: string }[] }).Items[0]?.CategoryId;
  if (!categoryId) throw new Error('The demo catalog has no listing to take a category from');
  const registered = await request.post('/api/Auth/register-provider', {
    data: {
      FirstName: provider.firstName,
      LastName: provider.lastName,
      Email: provider.email,
      PhoneNumber: provider.phone,
      Password: provider.password,
      BusinessName: provider.businessName,
      BusinessCategoryId: categoryId,
      PrimaryLocation: 'Manama',
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await verifyEmailViaApi(request, provider.email);
  const tokens = await signInViaApi(request, provider, 'provider');
  return { tokens, providerId: await businessIdOf(request, tokens), categoryId, account: provider };
}

/** The provider's business id (GET /api/Provider/user/{userId}, as the dashboard reads it). */
export async function businessIdOf(request: APIRequestContext, tokens: Tokens): Promise<string> {
  const response = await request.get(`/api/Provider/user/${tokenUserId(tokens)}`, { headers: bearer(tokens) });
  expect(response.ok(), `GET /api/Provider/user answered ${response.status()}`).toBe(true);
  const profile = (await response.json()) as { provider?: { providerId: string } | null };
  if (!profile.provider) throw new Error('This account has no business profile');
  return profile.provider.providerId;
}

/** The order as its customer reads it: GET /api/Order/{id}. */
export async function orderViaApi(request: APIRequestContext, tokens: Tokens, orderId: string): Promise<Order> {
  const response = await request.get(`/api/Order/${orderId}`, { headers: bearer(tokens) });
  expect(response.ok(), `GET /api/Order/${orderId}: ${response.status()}`).toBe(true);
  return (await response.json()) as Order;
}

/**
 * POST /api/Review/create with the customer's own token, for a completed item of theirs. (The
 * customer's review screen belongs to issue 17; until it exists journeys post the review here.)
 */
export async function reviewViaApi(
  request: APIRequestContext,
  customer: Tokens,
  review: { item: OrderItem; rating: number; comment: string },
): Promise<void> {
  expect(review.item.Status, 'only a completed item can be reviewed').toBe('Completed');
  const response = await request.post('/api/Review/create', {
    headers: bearer(customer),
    data: {
      OrderItemId: review.item.OrderItemId,
      CustomerId: tokenUserId(customer),
      ProviderId: review.item.ProviderId,
      Rating: review.rating,
      Comment: review.comment,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** How many listings the provider has (GET /api/service-items?ProviderId=, which the owner reads whole). */
export async function listingCount(request: APIRequestContext, tokens: Tokens, providerId: string): Promise<number> {
  const response = await request.get('/api/service-items', {
    headers: bearer(tokens),
    params: { ProviderId: providerId, Limit: 1 },
  });
  expect(response.ok(), `GET /api/service-items answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { TotalItems: number }).TotalItems;
}
