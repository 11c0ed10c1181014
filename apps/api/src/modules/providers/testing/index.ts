import type { ProviderAccountState, Role } from '@marketplace/contract';
import type { FastifyInstance } from 'fastify';
import { categories, providers } from '../../../db/schema/index';
import { bearer, call, signedInAccount, type SignedInAccount } from '../../../../test/account-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';

export type Account = SignedInAccount;

/** A signed-in user of any role (providers and admins sign in at the provider portal). */
export const account = (app: FastifyInstance, email: string, role: Role): Promise<Account> =>
  signedInAccount(app, email, role);

export async function addCategory(app: FastifyInstance, name: string): Promise<string> {
  const [row] = await app.db.insert(categories).values({ name }).returning();
  return row!.id;
}

export async function addProvider(
  app: FastifyInstance,
  userId: string,
  values: {
    businessName: string;
    accState?: ProviderAccountState;
    categoryId?: string;
    location?: string;
    description?: string;
  },
): Promise<string> {
  const [row] = await app.db
    .insert(providers)
    .values({
      userId,
      businessName: values.businessName,
      accState: values.accState ?? 'active',
      businessCategoryId: values.categoryId ?? null,
      primaryLocation: values.location ?? '',
      businessDescription: values.description ?? '',
    })
    .returning();
  return row!.id;
}

/** The app with a category, an admin and a customer, and request shortcuts. */
export async function providerTestApp() {
  const t: TestApp = await createTestApp();
  const categoryId = await addCategory(t.app, 'Cleaning');
  const admin = await account(t.app, 'admin@example.bh', 'admin');
  const customer = await account(t.app, 'customer@example.bh', 'customer');
  const request = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    token?: string,
    payload?: object,
  ) => call(t.app, { method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  return { t, app: t.app, categoryId, admin, customer, request };
}

export { statsFixtures } from './stats-fixtures';
