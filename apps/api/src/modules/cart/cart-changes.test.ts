import { CART_ERRORS } from '@marketplace/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { userWithToken } from '../service-items/testing';
import { cartCall, cartFixture, lineQuantities, setStock } from './testing';

// Adding, merging, changing, removing and clearing: the rules of spec section 5 and our guards.

describe('cart: changes', () => {
  let t: TestApp;
  let f: Awaited<ReturnType<typeof cartFixture>>;
  beforeAll(async () => {
    t = await createTestApp();
    f = await cartFixture(t.app);
  });
  afterAll(async () => t?.close());

  /** A fresh customer with an empty cart, and shortcuts bound to them. */
  const customer = async () => {
    const { user, headers } = await userWithToken(t.app, 'customer');
    const cart = (await cartCall(t.app, 'GET', `/api/Cart/customer/${user.id}`, headers)).body;
    return {
      id: user.id,
      headers,
      cart,
      read: async () => (await cartCall(t.app, 'GET', `/api/Cart/customer/${user.id}`, headers)).body,
      merge: (lines: { ServiceItemId: string; Quantity: number }[]) =>
        cartCall(t.app, 'POST', '/api/Cart', headers, { CustomerId: user.id, Cartitems: lines }),
      add: (ServiceItemId: string, Quantity: number, extra: object = {}) =>
        cartCall(t.app, 'POST', '/api/Cart/item', headers, {
          CartId: cart.CartId,
          ServiceItemId,
          Quantity,
          ModifiedBy: user.id,
          ...extra,
        }),
      patch: (lineId: string, Quantity: unknown) =>
        cartCall(t.app, 'PATCH', `/api/Cart/item/${lineId}/quantity`, headers, { Quantity }),
    };
  };

  describe('POST /api/Cart', () => {
    it('dedupes the request keeping the highest quantity and merges into the cart the same way', async () => {
      const c = await customer();
      const { item, otherItem, service } = f.listings;
      const first = await c.merge([
        { ServiceItemId: item.id, Quantity: 2 },
        { ServiceItemId: service.id, Quantity: 1 },
        { ServiceItemId: item.id, Quantity: 4 },
      ]);
      expect(first.status).toBe(200);
      expect(first.body.CartId).toBe(c.cart.CartId);
      expect(lineQuantities(first.body)).toEqual([
        [item.id, 4],
        [service.id, 1],
      ]);
      const second = await c.merge([
        { ServiceItemId: item.id, Quantity: 3 },
        { ServiceItemId: otherItem.id, Quantity: 5 },
      ]);
      expect(lineQuantities(second.body)).toEqual([
        [item.id, 4],
        [service.id, 1],
        [otherItem.id, 5],
      ]);
      expect(lineQuantities((await c.merge([{ ServiceItemId: item.id, Quantity: 5 }])).body)[0]).toEqual([item.id, 5]);
    });

    it('creates the cart when the customer has none yet', async () => {
      const { user, headers } = await userWithToken(t.app, 'customer');
      const res = await cartCall(t.app, 'POST', '/api/Cart', headers, {
        CustomerId: user.id,
        Cartitems: [{ ServiceItemId: f.listings.service.id, Quantity: 1 }],
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ CustomerId: user.id, CartValue: 0.9, Vat: 0.09, Total: 0.99 });
    });

    it('refuses the whole request when one line is refused, leaving the cart as it was', async () => {
      const c = await customer();
      const { item, service, otherItem } = f.listings;
      await c.merge([{ ServiceItemId: item.id, Quantity: 1 }]);
      const before = await c.read();
      const res = await c.merge([
        { ServiceItemId: item.id, Quantity: 3 },
        { ServiceItemId: service.id, Quantity: 1 },
        { ServiceItemId: otherItem.id, Quantity: 6 },
      ]);
      expect(res).toMatchObject({ status: 409, body: { Message: CART_ERRORS.overStock } });
      expect(await c.read()).toEqual(before);
    });

    it('refuses more than 100 lines at once and quantities below 1', async () => {
      const c = await customer();
      const many = Array.from({ length: 101 }, () => ({ ServiceItemId: f.listings.service.id, Quantity: 1 }));
      expect(await c.merge(many)).toMatchObject({ status: 400, body: { Message: CART_ERRORS.tooManyLines } });
      const zero = await c.merge([{ ServiceItemId: f.listings.service.id, Quantity: 0 }]);
      expect(zero).toMatchObject({ status: 400, body: { Message: CART_ERRORS.quantityInvalid } });
    });
  });

  describe('POST /api/Cart/item', () => {
    it('adds a line, keeps the higher quantity on a repeat add, and records who changed the cart', async () => {
      const c = await customer();
      const { item } = f.listings;
      const added = await c.add(item.id, 3);
      expect(added.status).toBe(200);
      expect(lineQuantities(added.body)).toEqual([[item.id, 3]]);
      expect(added.body.ModifiedAt).not.toBeNull();
      expect(lineQuantities((await c.add(item.id, 1)).body)).toEqual([[item.id, 3]]);
      expect(lineQuantities((await c.add(item.id, 5)).body)).toEqual([[item.id, 5]]);
      const [row] = await t.app.db.select().from(carts).where(eq(carts.id, c.cart.CartId));
      expect(row!.modifiedBy).toBe(c.id);
      expect(row!.modifiedAt.getTime()).toBeGreaterThanOrEqual(row!.createdAt.getTime());
    });

    it('requires ModifiedBy to be the caller (403) and the cart to be theirs (404)', async () => {
      const a = await customer();
      const b = await customer();
      const { service } = f.listings;
      expect(await a.add(service.id, 1, { ModifiedBy: b.id })).toMatchObject({
        status: 403,
        body: { Message: CART_ERRORS.modifiedByNotYou },
      });
      expect(await b.add(service.id, 1, { CartId: a.cart.CartId })).toMatchObject({
        status: 404,
        body: { Message: CART_ERRORS.cartNotFound },
      });
      expect((await b.add(service.id, 1, { CartId: '00000000-0000-4000-8000-000000000001' })).status).toBe(404);
      expect((await a.read()).CartItems).toEqual([]);
    });

    it('admits only listings a customer can order', async () => {
      const c = await customer();
      const l = f.listings;
      const hidden = [l.discontinued, l.disabledCategory, l.inactiveProvider, l.deletedProvider];
      for (const listing of hidden) {
        expect(await c.add(listing.id, 1), listing.name).toMatchObject({
          status: 404,
          body: { Message: CART_ERRORS.listingNotFound },
        });
      }
      expect((await c.add('00000000-0000-4000-8000-000000000002', 1)).body.Message).toBe(CART_ERRORS.listingNotFound);
      expect(await c.add(l.unavailable.id, 1)).toMatchObject({
        status: 409,
        body: { Message: CART_ERRORS.listingUnavailable },
      });
      expect((await c.read()).CartItems).toEqual([]);
    });

    it('keeps items within stock (409 with the spec text, also at 0) and services at 1 (400)', async () => {
      const c = await customer();
      const l = f.listings;
      expect(await c.add(l.item.id, 6)).toMatchObject({ status: 409, body: { Message: CART_ERRORS.overStock } });
      expect(await c.add(l.emptyItem.id, 1)).toMatchObject({ status: 409, body: { Message: CART_ERRORS.overStock } });
      expect(await c.add(l.service.id, 2)).toMatchObject({
        status: 400,
        body: { Message: CART_ERRORS.serviceQuantity },
      });
      expect(await c.add(l.item.id, 0)).toMatchObject({ status: 400, body: { Message: CART_ERRORS.quantityInvalid } });
      expect((await c.add(l.item.id, 1.5)).status).toBe(400);
      expect((await c.read()).CartItems).toEqual([]);
      expect((await c.add(l.item.id, 5)).status).toBe(200);
    });
  });

  describe('PATCH /api/Cart/item/{cartItemId}/quantity', () => {
    it('changes an item within its live stock and refuses beyond it, leaving the line as it was', async () => {
      const c = await customer();
      const { otherItem, service } = f.listings;
      const lines = (
        await c.merge([
          { ServiceItemId: otherItem.id, Quantity: 2 },
          { ServiceItemId: service.id, Quantity: 1 },
        ])
      ).body.CartItems;
      const [itemLine, serviceLine] = [lines[0]!.CartItemId, lines[1]!.CartItemId];
      expect(lineQuantities((await c.patch(itemLine, 1)).body)[0]).toEqual([otherItem.id, 1]);
      expect(lineQuantities((await c.patch(itemLine, 5)).body)[0]).toEqual([otherItem.id, 5]);
      expect(await c.patch(itemLine, 6)).toMatchObject({ status: 409, body: { Message: CART_ERRORS.overStock } });
      await setStock(t.app, otherItem.id, 3);
      try {
        expect(await c.patch(itemLine, 4)).toMatchObject({ status: 409, body: { Message: CART_ERRORS.overStock } });
        expect((await c.read()).CartItems[0]).toMatchObject({ Quantity: 5, AvailableQuantity: 3 });
        expect(lineQuantities((await c.patch(itemLine, 3)).body)[0]).toEqual([otherItem.id, 3]);
      } finally {
        await setStock(t.app, otherItem.id, 5);
      }
      expect(await c.patch(serviceLine, 2)).toMatchObject({
        status: 400,
        body: { Message: CART_ERRORS.serviceQuantity },
      });
      expect(await c.patch(itemLine, 0)).toMatchObject({ status: 400, body: { Message: CART_ERRORS.quantityInvalid } });
      expect((await c.patch(serviceLine, 1)).status).toBe(200);
    });

    it('answers 404 for a line that is not in the caller’s cart', async () => {
      const a = await customer();
      const b = await customer();
      const line = (await a.add(f.listings.item.id, 2)).body.CartItems[0]!.CartItemId;
      expect(await b.patch(line, 1)).toMatchObject({ status: 404, body: { Message: CART_ERRORS.cartItemNotFound } });
      expect((await b.patch('00000000-0000-4000-8000-000000000003', 1)).status).toBe(404);
      expect((await a.read()).CartItems[0]!.Quantity).toBe(2);
    });
  });

  describe('DELETE', () => {
    it('removes one line; another customer’s line is a 404 and stays', async () => {
      const a = await customer();
      const b = await customer();
      const { body } = await a.merge([
        { ServiceItemId: f.listings.service.id, Quantity: 1 },
        { ServiceItemId: f.listings.item.id, Quantity: 1 },
      ]);
      const [first, second] = body.CartItems.map((line) => line.CartItemId);
      const stranger = await cartCall(t.app, 'DELETE', `/api/Cart/item/${first}`, b.headers);
      expect(stranger).toMatchObject({ status: 404, body: { Message: CART_ERRORS.cartItemNotFound } });
      const removed = await cartCall(t.app, 'DELETE', `/api/Cart/item/${first}`, a.headers);
      expect(removed.status).toBe(200);
      expect(removed.body.CartItems.map((line) => line.CartItemId)).toEqual([second]);
      expect(removed.body).toMatchObject({ CartValue: 0.9, Vat: 0.09, Total: 0.99 });
      expect((await cartCall(t.app, 'DELETE', `/api/Cart/item/${first}`, a.headers)).status).toBe(404);
    });

    it('clears the cart and keeps it; another customer’s cart id is a 404 and stays full', async () => {
      const a = await customer();
      const b = await customer();
      await a.merge([{ ServiceItemId: f.listings.service.id, Quantity: 1 }]);
      const stranger = await cartCall(t.app, 'DELETE', `/api/Cart/${a.cart.CartId}`, b.headers);
      expect(stranger).toMatchObject({ status: 404, body: { Message: CART_ERRORS.cartNotFound } });
      expect((await a.read()).CartItems).toHaveLength(1);
      const cleared = await cartCall(t.app, 'DELETE', `/api/Cart/${a.cart.CartId}`, a.headers);
      expect(cleared.status).toBe(200);
      expect(cleared.body).toMatchObject({ CartId: a.cart.CartId, CartItems: [], CartValue: 0, Total: 0 });
      expect((await a.read()).CartId).toBe(a.cart.CartId);
    });
  });

  it('lets concurrent adds of different listings all land', async () => {
    const c = await customer();
    const { service, otherService, item, otherItem } = f.listings;
    const answers = await Promise.all([service, otherService, item, otherItem].map((l) => c.add(l.id, 1)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect((await c.read()).CartItems).toHaveLength(4);
  });

  it('settles racing adds of one listing on one line with the highest quantity', async () => {
    const c = await customer();
    const answers = await Promise.all([1, 2, 5, 3, 1, 4].map((quantity) => c.add(f.listings.item.id, quantity)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(lineQuantities(await c.read())).toEqual([[f.listings.item.id, 5]]);
  });

  it('gives a customer one cart when first merges race', async () => {
    const { user, headers } = await userWithToken(t.app, 'customer');
    const { service, item } = f.listings;
    const answers = await Promise.all(
      [service.id, item.id, service.id, item.id].map((id) =>
        cartCall(t.app, 'POST', '/api/Cart', headers, {
          CustomerId: user.id,
          Cartitems: [{ ServiceItemId: id, Quantity: 1 }],
        }),
      ),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(new Set(answers.map((a) => a.body.CartId)).size).toBe(1);
    const cart = await cartCall(t.app, 'GET', `/api/Cart/customer/${user.id}`, headers);
    expect(cart.body.CartItems.map((line) => line.ServiceItemId).sort()).toEqual([service.id, item.id].sort());
    expect(await t.app.db.select().from(carts).where(eq(carts.customerId, user.id))).toHaveLength(1);
  });
});
