import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { bearer, type Tokens } from './accounts';
import { navigateInApp, waitForPageReady } from './browser-state';

// Back office (apps/backoffice, react-admin) helpers for the admin-area journeys and axe checks.

/** Opens an admin screen and waits until its data has arrived (no spinner or skeleton left). */
export async function openAdminScreen(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page, `the admin was sent away from ${path}`).toHaveURL(new RegExp(`${path.split('?')[0]}`));
  await waitForPageReady(page, 20_000);
}

/**
 * Shows a back-office screen as openAdminScreen does, through the app's router when the page
 * already runs the same portal (navigateInApp), as a person gets there from the menu.
 */
export async function showAdminScreen(page: Page, path: string): Promise<void> {
  const portalOf = (pathname: string) => pathname.split('/')[1];
  if (!page.url().startsWith('http') || portalOf(new URL(page.url()).pathname) !== portalOf(path)) {
    return openAdminScreen(page, path);
  }
  await navigateInApp(page, path);
  await expect(page, `the admin was sent away from ${path}`).toHaveURL(new RegExp(`${path.split('?')[0]}`));
  await waitForPageReady(page, 20_000);
}

/** A react-admin list URL with its filter in the query string, as the list itself writes it. */
export const listWithFilter = (path: string, filter: Record<string, string>) =>
  `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

/** The total of GET /api/service-items for a category (the storefront's category filter). */
export async function listingsInCategory(request: APIRequestContext, categoryId: string): Promise<number> {
  const response = await request.get('/api/service-items', { params: { CategoryId: categoryId, Limit: 1 } });
  expect(response.ok(), `GET /api/service-items answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { TotalItems: number }).TotalItems;
}

interface CategoryRow {
  CategoryId: string;
  CategoryName: string;
  IsEnable: boolean;
}

/** The admin's view of the categories (GET /api/Category; a plain list or a page of Items). */
export async function adminCategories(request: APIRequestContext, admin: Tokens): Promise<CategoryRow[]> {
  const response = await request.get('/api/Category', { headers: bearer(admin) });
  expect(response.ok(), `GET /api/Category answered ${response.status()}`).toBe(true);
  const body = (await response.json()) as CategoryRow[] | { Items: CategoryRow[] };
  return Array.isArray(body) ? body : body.Items;
}

export interface SeededCustomer {
  UserId: string;
  Email: string;
  FirstName: string;
  LastName: string;
}

/** The verified, active seeded customers (@example.com) on the first page of GET /api/customer. */
export async function seededCustomers(request: APIRequestContext, admin: Tokens): Promise<SeededCustomer[]> {
  const response = await request.get('/api/customer', {
    headers: bearer(admin),
    params: { isActive: true, isDeleted: false, pageSize: 50 },
  });
  expect(response.ok(), `GET /api/customer answered ${response.status()}`).toBe(true);
  const { Items } = (await response.json()) as { Items: SeededCustomer[] };
  const seeded = Items.filter((customer) => customer.Email.endsWith('@example.com'));
  if (seeded.length < 3) throw new Error('Fewer than 3 verified seeded customers @example.com in /api/customer');
  return seeded;
}

/**
 * A seeded customer that no other journey uses (not the two demo ones): the first of the list. The
 * customer dashboard's journeys take theirs from the end of the list, away from this one.
 */
export async function spareCustomer(request: APIRequestContext, admin: Tokens): Promise<SeededCustomer> {
  return (await seededCustomers(request, admin))[0]!;
}
