import { CART_ERRORS, LOGIN_ERRORS } from '@marketplace/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceItemPhotos } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { addMedia, userWithToken } from '../service-items/testing';
import { cartCall, cartFixture } from './testing';

// Reading the cart, who may touch it, and how it looks (lines, photos, totals).

describe('cart: reading and access', () => {
  let t: TestApp;
  let f: Awaited<ReturnType<typeof cartFixture>>;
  beforeAll(async () => {
    t = await createTestApp();
    f = await cartFixture(t.app);
  });
  afterAll(async () => t?.close());

  const customer = async () => {
    const account = await userWithToken(t.app, 'customer');
    const { body } = await cartCall(t.app, 'GET', `/api/Cart/customer/${account.user.id}`, account.headers);
    return { ...account, cart: body };
  };

  it('creates an empty cart on first read and answers the same one afterwards', async () => {
    const { user, headers } = await userWithToken(t.app, 'customer');
    const first = await cartCall(t.app, 'GET', `/api/Cart/customer/${user.id}`, headers);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      CustomerId: user.id,
      CartItems: [],
      ModifiedAt: null,
      UnitPrice: 0.9,
      CartValue: 0,
      Vat: 0,
      Total: 0,
    });
    const again = await cartCall(t.app, 'GET', `/api/cart/customer/${user.id}`, headers);
    expect(again.body.CartId).toBe(first.body.CartId);
  });

  it('makes one cart when first reads race', async () => {
    const { user, headers } = await userWithToken(t.app, 'customer');
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => cartCall(t.app, 'GET', `/api/Cart/customer/${user.id}`, headers)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((a) => a.body.CartId)).size).toBe(1);
  });

  it('prices lines, not quantities, to the fils', async () => {
    const { user, headers } = await customer();
    const { listings: l } = f;
    const { body } = await cartCall(t.app, 'POST', '/api/Cart', headers, {
      CustomerId: user.id,
      Cartitems: [
        { ServiceItemId: l.service.id, Quantity: 1 },
        { ServiceItemId: l.otherService.id, Quantity: 1 },
        { ServiceItemId: l.item.id, Quantity: 4 },
      ],
    });
    expect(body).toMatchObject({ UnitPrice: 0.9, CartValue: 2.7, Vat: 0.27, Total: 2.97 });
    expect(body.CartItems).toHaveLength(3);
  });

  it('shows each line with its listing, live stock (null for services) and photo URLs', async () => {
    const { user, headers, cart } = await customer();
    const { item, service } = f.listings;
    const photo = await addMedia(t.app, f.provider.user.id);
    await t.app.db.insert(serviceItemPhotos).values({ serviceItemId: item.id, mediaId: photo, position: 0 });
    await cartCall(t.app, 'POST', '/api/Cart', headers, {
      CustomerId: user.id,
      Cartitems: [
        { ServiceItemId: item.id, Quantity: 2 },
        { ServiceItemId: service.id, Quantity: 1 },
      ],
    });
    const { body } = await cartCall(t.app, 'GET', `/api/Cart/customer/${user.id}`, headers);
    const detail = (await t.app.inject({ method: 'GET', url: `/api/service-items/${item.id}` })).json();
    expect(body.CartId).toBe(cart.CartId);
    expect(body.CartItems).toEqual([
      {
        CartItemId: expect.any(String),
        ServiceItemId: item.id,
        Quantity: 2,
        Name: 'Water filter',
        Description: '',
        NameAr: '',
        DescriptionAr: '',
        Type: 'item',
        Photos: detail.Photos,
        AvailableQuantity: 5,
      },
      {
        CartItemId: expect.any(String),
        ServiceItemId: service.id,
        Quantity: 1,
        Name: 'Leak repair',
        Description: '',
        NameAr: '',
        DescriptionAr: '',
        Type: 'service',
        Photos: [],
        AvailableQuantity: null,
      },
    ]);
    expect(body.CartItems[0]!.Photos).toHaveLength(1);
    expect(body.ModifiedAt).not.toBeNull();
  });

  it('answers 403 for another customer id in the path or body, before any lookup', async () => {
    const { customerA: a, customerB: b } = f;
    const read = await cartCall(t.app, 'GET', `/api/Cart/customer/${a.user.id}`, b.headers);
    expect(read).toMatchObject({ status: 403, body: { Message: CART_ERRORS.notYourCart } });
    const merge = await cartCall(t.app, 'POST', '/api/Cart', b.headers, { CustomerId: a.user.id, Cartitems: [] });
    expect(merge).toMatchObject({ status: 403, body: { Message: CART_ERRORS.notYourCart } });
  });

  it('keeps providers and admins out (403) and asks visitors to sign in (401)', async () => {
    const { customerA: a } = f;
    const cartId = (await cartCall(t.app, 'GET', `/api/Cart/customer/${a.user.id}`, a.headers)).body.CartId;
    const id = '00000000-0000-4000-8000-000000000000';
    const attempts = [
      ['GET', `/api/Cart/customer/${a.user.id}`, undefined],
      ['POST', '/api/Cart', { CustomerId: a.user.id, Cartitems: [] }],
      [
        'POST',
        '/api/Cart/item',
        { CartId: cartId, ServiceItemId: f.listings.service.id, Quantity: 1, ModifiedBy: a.user.id },
      ],
      ['PATCH', `/api/Cart/item/${id}/quantity`, { Quantity: 1 }],
      ['DELETE', `/api/Cart/item/${id}`, undefined],
      ['DELETE', `/api/Cart/${cartId}`, undefined],
    ] as const;
    for (const [method, url, payload] of attempts) {
      for (const who of [f.provider, f.admin]) {
        const res = await cartCall(t.app, method, url, who.headers, payload);
        expect(res, `${method} ${url}`).toMatchObject({ status: 403, body: { Message: LOGIN_ERRORS.forbidden } });
      }
      expect((await cartCall(t.app, method, url, {}, payload)).status, `${method} ${url}`).toBe(401);
    }
  });
});
