import type { FastifyInstance } from 'fastify';
import type { Cart } from '@marketplace/contract';
import { eq } from 'drizzle-orm';
import { serviceItems, users } from '../../../db/schema/index';
import { call } from '../../../../test/account-helpers';
import { addCategory, addListing, providerWithToken, userWithToken } from '../../service-items/testing';

// A catalog with one listing per cart rule, and the people who try to use the cart.

export type Headers = Record<string, string>;

export async function cartFixture(app: FastifyInstance) {
  const open = await addCategory(app, 'Home services');
  const closed = await addCategory(app, 'Closed category', false);
  const shop = await providerWithToken(app, 'active', 'Manama Pipes');
  const suspended = await providerWithToken(app, 'inactive', 'Gone Away');
  const removed = await providerWithToken(app, 'active', 'Removed Owner');
  await app.db.update(users).set({ isDeleted: true }).where(eq(users.id, removed.user.id));
  const listing = (name: string, more: Partial<Parameters<typeof addListing>[1]> = {}) =>
    addListing(app, { providerId: shop.provider.id, categoryId: open.id, name, ...more });
  const listings = {
    service: await listing('Leak repair'),
    otherService: await listing('Boiler check'),
    item: await listing('Water filter', { type: 'item' }), // 5 in stock
    otherItem: await listing('Shower head', { type: 'item' }),
    emptyItem: await listing('Sold-out tap', { type: 'item' }),
    unavailable: await listing('Paused service', { availability: 'unavailable' }),
    discontinued: await listing('Old service', { availability: 'discontinued' }),
    disabledCategory: await listing('Hidden category', { categoryId: closed.id }),
    inactiveProvider: await addListing(app, { providerId: suspended.provider.id, categoryId: open.id, name: 'X' }),
    deletedProvider: await addListing(app, { providerId: removed.provider.id, categoryId: open.id, name: 'Y' }),
  };
  await setStock(app, listings.emptyItem.id, 0);
  return {
    listings,
    customerA: await userWithToken(app, 'customer'),
    customerB: await userWithToken(app, 'customer'),
    provider: shop,
    admin: await userWithToken(app, 'admin'),
  };
}

export async function setStock(app: FastifyInstance, id: string, availableQuantity: number) {
  await app.db.update(serviceItems).set({ availableQuantity }).where(eq(serviceItems.id, id));
}

/** A request and its JSON body, typed as the cart (error bodies are read through the same type). */
export async function cartCall(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  headers: Headers = {},
  payload?: object,
) {
  const res = await call(app, { method, url, headers, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() as Cart & { Message?: string } };
}

export const lineQuantities = (cart: Cart) => cart.CartItems.map((line) => [line.ServiceItemId, line.Quantity]);
