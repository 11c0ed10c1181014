import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DELETED_USER_ERRORS, LOGIN_ERRORS, SESSION_MESSAGES } from '@marketplace/contract';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { users } from '../src/db/schema/index';
import { customerWithCart, orderMarketplace, type OrderMarketplace } from '../src/modules/orders/testing';
import { userWithToken } from '../src/modules/service-items/testing';
import { call } from './account-helpers';
import { createSharedDatabaseApps, type SharedDatabaseApps } from './shared-database-apps';
import { createTestApp, type TestApp } from './test-app';

// Access tokens live 15 minutes. These tests hold on to tokens issued before an account was
// disabled, deleted or changed and show that the very next request is judged by the account as
// it is now, on the process that changed it and on any other.

type Headers = Record<string, string>;
const send = (
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  headers: Headers,
  payload?: object,
) => call(app, { method, url, headers, ...(payload ? { payload } : {}) });

const refusedAsRemoved = { status: 401, message: DELETED_USER_ERRORS.removed };
const outcome = (res: { statusCode: number; json(): { Message?: string } }) => ({
  status: res.statusCode,
  message: res.json().Message,
});

/** What each scenario does with two app instances (the same one twice on PGlite). */
async function disabledAdminIsRefused(changer: FastifyInstance, other: FastifyInstance) {
  const superAdmin = await userWithToken(changer, 'superAdmin');
  const admin = await userWithToken(changer, 'admin');
  const category = (name: string) =>
    send(other, 'POST', '/api/Category', admin.headers, { CategoryName: name, CategoryDescription: '' });
  expect((await category('Before disabling')).statusCode).toBe(201);

  const disable = await send(changer, 'PATCH', `/api/Admin/admins/${admin.user.id}/status`, superAdmin.headers, {
    IsActive: false,
  });
  expect(disable.statusCode).toBe(200);
  expect(outcome(await category('After disabling'))).toEqual(refusedAsRemoved);
  const victim = await userWithToken(changer, 'customer');
  expect(outcome(await send(other, 'PATCH', `/api/Customer/${victim.user.id}/delete`, admin.headers))).toEqual(
    refusedAsRemoved,
  );
  // A public route still answers, as to a visitor: no admin-only extras for the removed admin.
  const publicList = await send(other, 'GET', '/api/Category?includeDisabled=true', admin.headers);
  expect(publicList.statusCode).toBe(200);
}

async function deletedCustomerIsRefused(changer: FastifyInstance, other: FastifyInstance, market: OrderMarketplace) {
  const customer = await customerWithCart(changer, [{ serviceItemId: market.tap.id }]);
  const profile = () => send(other, 'GET', `/api/Customer/user/${customer.user.id}?isActive=true`, customer.headers);
  expect((await profile()).statusCode).toBe(200);

  const removal = await send(changer, 'PATCH', `/api/Customer/${customer.user.id}/delete`, market.admin.headers);
  expect(removal.statusCode).toBe(200);
  expect(outcome(await profile())).toEqual(refusedAsRemoved);
  const cart = await send(other, 'POST', '/api/Cart/item', customer.headers, {
    CartId: customer.cartId,
    ServiceItemId: market.service.id,
    Quantity: 1,
    ModifiedBy: customer.user.id,
  });
  expect(outcome(cart)).toEqual(refusedAsRemoved);
  const order = await send(other, 'POST', '/api/Order', customer.headers, {
    CustomerId: customer.user.id,
    CartId: customer.cartId,
    PaymentType: 'card',
  });
  expect(outcome(order)).toEqual(refusedAsRemoved);
}

async function liveStateIsUsed(changer: FastifyInstance, other: FastifyInstance, market: OrderMarketplace) {
  // Deactivating a customer (IsActive: "verified", spec 3) makes the profile read-only at once.
  const customer = await userWithToken(changer, 'customer');
  await changer.db.update(users).set({ isActive: true }).where(eq(users.id, customer.user.id));
  const deactivate = await send(
    changer,
    'PATCH',
    `/api/Customer/${customer.user.id}/active-status?isActive=false`,
    market.admin.headers,
  );
  expect(deactivate.statusCode).toBe(200);
  const edit = await send(other, 'PATCH', '/api/Customer/updateUser', customer.headers, {
    UserId: customer.user.id,
    FirstName: 'Fatima',
    LastName: 'Haddad',
    PhoneNumber: '',
    Address: '',
    ImageUrl: '',
    IsActive: true,
    IsDeleted: false,
  });
  expect(outcome(edit)).toEqual({ status: 403, message: SESSION_MESSAGES.accountNotVerified.description });

  // A token's role claim is not trusted beyond the account's current role.
  const demoted = await userWithToken(changer, 'admin');
  await changer.db.update(users).set({ role: 'customer' }).where(eq(users.id, demoted.user.id));
  const adminOnly = await send(other, 'GET', '/api/customer', demoted.headers);
  expect(outcome(adminOnly)).toEqual({ status: 403, message: LOGIN_ERRORS.forbidden });
}

describe('revoked access on one API process', () => {
  let t: TestApp;
  let market: OrderMarketplace;
  beforeAll(async () => {
    t = await createTestApp();
    market = await orderMarketplace(t.app);
  });
  afterAll(() => t.close());

  it('refuses a disabled admin at the next request', () => disabledAdminIsRefused(t.app, t.app));
  it('refuses a soft-deleted customer at the next request', () => deletedCustomerIsRefused(t.app, t.app, market));
  it('judges the request by the account as it is now', () => liveStateIsUsed(t.app, t.app, market));
});

describe.runIf(inject('testDatabase').kind === 'postgres')('revoked access across two API processes', () => {
  let pair: SharedDatabaseApps;
  let market: OrderMarketplace;
  beforeAll(async () => {
    pair = await createSharedDatabaseApps(2);
    market = await orderMarketplace(pair.apps[0]!);
  });
  afterAll(() => pair.close());

  it('refuses a disabled admin on the other process', () => disabledAdminIsRefused(pair.apps[0]!, pair.apps[1]!));
  it('refuses a soft-deleted customer on the other process', () =>
    deletedCustomerIsRefused(pair.apps[0]!, pair.apps[1]!, market));
  it('uses the current account state on the other process', () =>
    liveStateIsUsed(pair.apps[0]!, pair.apps[1]!, market));
});
