import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { latestLink, VERIFY_EMAIL_LINK } from './mailbox';
import { explainingFailure, watchPageTrouble } from './page-trouble';

// Who signs in: the demo accounts of apps/api/src/seed/demo-accounts.ts (one password for all),
// and fresh customers with unique e-mails for journeys that change an account.

export const DEMO_PASSWORD = 'Marketplace1!';

export interface Account {
  readonly email: string;
  readonly password: string;
}

export const accounts = {
  customer: { email: 'customer@marketplace.test', password: DEMO_PASSWORD },
  unverifiedCustomer: { email: 'unverified@marketplace.test', password: DEMO_PASSWORD },
  provider: { email: 'provider@marketplace.test', password: DEMO_PASSWORD },
  pendingProvider: { email: 'pending.provider@marketplace.test', password: DEMO_PASSWORD },
  admin: { email: 'admin@marketplace.test', password: DEMO_PASSWORD },
  superAdmin: { email: 'superadmin@marketplace.test', password: DEMO_PASSWORD },
} as const satisfies Record<string, Account>;

let counter = 0;

/** An address no other test (nor an earlier run against the same server) has used. */
export function uniqueEmail(prefix = 'e2e'): string {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  return `${prefix}.${stamp}@example.test`;
}

export interface NewCustomer extends Account {
  readonly firstName: string;
  readonly lastName: string;
  /** + and at least 10 digits (spec section 5). */
  readonly phone: string;
}

/** Registration data that passes every rule: unique e-mail, strong password, Bahraini number. */
export function newCustomer(prefix = 'customer'): NewCustomer {
  const digits = String(Date.now()).slice(-8).padStart(8, '3');
  return {
    firstName: 'Layla',
    lastName: 'Test',
    email: uniqueEmail(prefix),
    phone: `+973${digits}`,
    password: 'Bahrain2024x',
  };
}

/** POST /api/Auth/register: a customer for journeys that are not about registering. */
/** `language`: the page the registration is sent from (its Accept-Language), English by default. */
export async function registerCustomerViaApi(
  request: APIRequestContext,
  customer: NewCustomer,
  language: 'en' | 'ar' = 'en',
): Promise<void> {
  const response = await request.post('/api/Auth/register', {
    headers: { 'accept-language': language },
    data: {
      FirstName: customer.firstName,
      LastName: customer.lastName,
      Email: customer.email,
      PhoneNumber: customer.phone,
      Password: customer.password,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Opens the mailed verification link through the API (GET /api/Auth/verify-email). */
export async function verifyEmailViaApi(request: APIRequestContext, email: string): Promise<void> {
  const link = new URL(await latestLink(request, email, VERIFY_EMAIL_LINK));
  const response = await request.get('/api/Auth/verify-email', {
    params: { token: link.searchParams.get('token') ?? '' },
  });
  expect(response.status(), await response.text()).toBe(200);
}

export interface Tokens {
  readonly jwtToken: string;
  readonly refreshToken: string;
}

export type Portal = 'customer' | 'provider';

/** Signs in through the API, for tests whose subject is not the sign-in form. */
export async function signInViaApi(request: APIRequestContext, account: Account, portal: Portal): Promise<Tokens> {
  const response = await request.post(`/api/Auth/${portal}-login`, {
    data: { Email: account.email, Password: account.password },
  });
  expect(response.status(), `sign-in of ${account.email}: ${await response.text()}`).toBe(200);
  const body = (await response.json()) as { JwtToken: string; RefreshToken: string };
  return { jwtToken: body.JwtToken, refreshToken: body.RefreshToken };
}

/**
 * Puts a session into the browser before any page script runs, the way the storefront keeps it
 * (localStorage 'persist:root' = {"auth":{jwtToken,refreshToken}}, packages/client). Only when no
 * session is stored yet: the app may rotate the tokens, and a stale pair must not come back.
 */
export async function useSession(target: Page | BrowserContext, tokens: Tokens): Promise<void> {
  await target.addInitScript((pair) => {
    try {
      if (window.localStorage.getItem('persist:root') === null) {
        window.localStorage.setItem('persist:root', JSON.stringify({ auth: pair }));
      }
    } catch {
      // about:blank and other opaque origins have no storage.
    }
  }, tokens);
}

/** The bearer header for API calls made on the customer's behalf in a test. */
export const bearer = (tokens: Tokens) => ({ Authorization: `Bearer ${tokens.jwtToken}` });

/** The sign-in form of /customer-auth and /provider-login (features/auth/components/sign-in-form.tsx). */
export function signInForm(page: Page) {
  const form = page.getByRole('form', { name: 'Sign in' });
  return {
    form,
    email: form.getByRole('textbox', { name: 'Email' }),
    password: form.getByRole('textbox', { name: 'Password', exact: true }),
    submit: form.getByRole('button', { name: 'Sign in', exact: true }),
  };
}

async function fillSignIn(page: Page, account: Account): Promise<void> {
  const form = signInForm(page);
  await form.email.fill(account.email);
  await form.password.fill(account.password);
  await form.submit.click();
}

/**
 * Signs in at /customer-auth with the form and waits until the app has taken the customer on (to
 * the page the guard turned them away from, else /home: features/auth/lib/return-path.ts).
 */
export async function signInAsCustomer(page: Page, account: Account = accounts.customer): Promise<void> {
  // A click here once went nowhere under load (a stale error message moved the button between
  // press and release; docs/testing.md, "The lost click"). What the page saw goes into the report.
  const trouble = watchPageTrouble(page);
  await page.goto('/customer-auth');
  await fillSignIn(page, account);
  await explainingFailure(trouble, () => expect(page).not.toHaveURL(/\/customer-auth/));
  await expect(accountMenu(page, account.email)).toBeVisible();
}

/** The top bar's user menu button; signed in, it names the account. */
export function accountMenu(page: Page, email?: string) {
  return page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: email ? `Account menu for ${email}` : /^Account menu/ });
}

/** The customer area's heading: spec 2.5's 'Customer Profile' (the index redirects to profile). */
export const CUSTOMER_AREA_TITLE = 'Customer Profile';
export const CUSTOMER_AREA_HEADING = new RegExp(`^${CUSTOMER_AREA_TITLE}$`);

/** The customer area through the user menu's Profile entry (spec 2.4), as a person gets there. */
export async function openCustomerArea(page: Page, email: string): Promise<void> {
  await accountMenu(page, email).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/customer-dashboard(\/profile)?$/);
}

/** Signs in at /provider-login (providers, admins and super admins); the form is left as it ends. */
export async function signInAtProviderLogin(page: Page, account: Account): Promise<void> {
  await page.goto('/provider-login');
  await fillSignIn(page, account);
}
