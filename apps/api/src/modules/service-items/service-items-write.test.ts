import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_TYPES } from '@marketplace/contract';
import { orderItems, orders, serviceItems } from '../../db/schema/index';
import { call } from '../../../test/account-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { SERVICE_ITEM_MESSAGES } from './service-item-access';
import { addCategory, addListing, addMedia, providerWithToken, userWithToken } from './testing';

const PAYMENT = PAYMENT_TYPES[0];
let t: TestApp;
let ctx: Awaited<ReturnType<typeof setup>>;

async function setup(app: TestApp['app']) {
  return {
    a: await providerWithToken(app, 'active', 'Provider A'),
    b: await providerWithToken(app, 'active', 'Provider B'),
    pending: await providerWithToken(app, 'pending', 'New Business'),
    customer: await userWithToken(app, 'customer'),
    admin: await userWithToken(app, 'admin'),
    category: await addCategory(app, 'Plumbing'),
  };
}

const body = (extra: Record<string, unknown> = {}) => ({
  Type: 'service',
  Name: '  Leak Detection ',
  Description: 'Finds hidden leaks',
  Photos: [],
  Price: 12.345,
  AvailableQuantity: null,
  Availability: 'available',
  CategoryId: ctx.category.id,
  Location: 'Manama',
  ...extra,
});
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, headers?: Record<string, string>, payload?: object) =>
  call(t.app, { method, url, headers, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  ctx = await setup(t.app);
});
afterAll(async () => t?.close());

describe('POST /api/service-items', () => {
  it('creates a listing for the caller’s business, with photos in order and the price in fils', async () => {
    const first = await addMedia(t.app, ctx.a.user.id);
    const second = await addMedia(t.app, ctx.a.user.id);
    const res = await send(
      'POST',
      '/api/service-items',
      ctx.a.headers,
      body({ Photos: [`/media/${second}.jpg`, first] }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      Name: 'Leak Detection',
      Price: 12.345,
      ProviderId: ctx.a.provider.id,
      Photos: [`/media/${second}.jpg`, `/media/${first}.jpg`],
      AvailableQuantity: null,
    });
    const [row] = await t.app.db.select().from(serviceItems).where(eq(serviceItems.id, res.json().ServiceItemId));
    expect(row?.priceFils).toBe(12_345);
  });

  it('refuses visitors (401), customers (403) and admins who name no provider (400)', async () => {
    expect((await send('POST', '/api/service-items', undefined, body())).statusCode).toBe(401);
    expect((await send('POST', '/api/service-items', ctx.customer.headers, body())).statusCode).toBe(403);
    expect((await send('POST', '/api/service-items', ctx.admin.headers, body())).statusCode).toBe(400);
    const byAdmin = await send(
      'POST',
      '/api/service-items',
      ctx.admin.headers,
      body({ ProviderId: ctx.b.provider.id }),
    );
    expect(byAdmin.statusCode).toBe(201);
    expect(byAdmin.json().ProviderId).toBe(ctx.b.provider.id);
  });

  it('checks the stock rule, the category and the photos', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ AvailableQuantity: 3 }, 'AvailableQuantity'],
      [{ Type: 'item', AvailableQuantity: null }, 'AvailableQuantity'],
      [{ Type: 'item', AvailableQuantity: 1.5 }, 'AvailableQuantity'],
      [{ CategoryId: '00000000-0000-4000-8000-000000000000' }, 'CategoryId'],
      [{ Photos: [await addMedia(t.app, ctx.b.user.id)] }, 'Photos'],
      [{ Photos: ['https://example.com/cat.png'] }, 'Photos'],
    ];
    for (const [extra, field] of cases) {
      const res = await send('POST', '/api/service-items', ctx.a.headers, body(extra));
      expect(res.statusCode, field).toBe(400);
      expect(res.json().Message, JSON.stringify(extra)).toContain(field);
    }
    const item = await send('POST', '/api/service-items', ctx.a.headers, body({ Type: 'item', AvailableQuantity: 0 }));
    expect(item.statusCode).toBe(201);
  });

  it('lets a pending provider create listings the public does not see yet', async () => {
    const res = await send('POST', '/api/service-items', ctx.pending.headers, body({ Name: 'Soon available' }));
    expect(res.statusCode).toBe(201);
    const pub = await call(t.app, { method: 'GET', url: `/api/service-items/${res.json().ServiceItemId}` });
    expect(pub.statusCode).toBe(404);
  });
});

describe('PUT and DELETE /api/service-items/{id}', () => {
  it('lets the owner replace a listing and refuses provider B without changing anything', async () => {
    const listing = await addListing(t.app, {
      providerId: ctx.a.provider.id,
      categoryId: ctx.category.id,
      name: 'Orig',
    });
    const url = `/api/service-items/${listing.id}`;
    const byB = await send('PUT', url, ctx.b.headers, body({ Name: 'Hijacked' }));
    expect(byB.statusCode).toBe(403);
    expect((await send('DELETE', url, ctx.b.headers)).statusCode).toBe(403);
    expect((await send('PUT', url, ctx.customer.headers, body())).statusCode).toBe(403);
    expect((await send('PUT', url, undefined, body())).statusCode).toBe(401);
    const [unchanged] = await t.app.db.select().from(serviceItems).where(eq(serviceItems.id, listing.id));
    expect(unchanged?.name).toBe('Orig');
    const byA = await send('PUT', url, ctx.a.headers, body({ Name: 'Renamed', Price: 3 }));
    expect(byA.statusCode).toBe(200);
    expect(byA.json()).toMatchObject({ Name: 'Renamed', Price: 3 });
    const missing = '/api/service-items/00000000-0000-4000-8000-000000000000';
    expect((await send('PUT', missing, ctx.a.headers, body())).statusCode).toBe(404);
  });

  it('deletes a listing without orders and discontinues one with orders', async () => {
    const plain = await addListing(t.app, { providerId: ctx.a.provider.id, categoryId: ctx.category.id, name: 'Gone' });
    const gone = await send('DELETE', `/api/service-items/${plain.id}`, ctx.a.headers);
    expect(gone.statusCode).toBe(200);
    expect(gone.json().Message).toMatch(/deleted/);
    expect(await t.app.db.select().from(serviceItems).where(eq(serviceItems.id, plain.id))).toHaveLength(0);

    const ordered = await addListing(t.app, {
      providerId: ctx.a.provider.id,
      categoryId: ctx.category.id,
      name: 'Kept',
    });
    await addOrderFor(ordered.id);
    const kept = await send('DELETE', `/api/service-items/${ordered.id}`, ctx.admin.headers);
    expect(kept.statusCode).toBe(200);
    expect(kept.json().Message).toMatch(/discontinued/);
    const [row] = await t.app.db.select().from(serviceItems).where(eq(serviceItems.id, ordered.id));
    expect(row?.availability).toBe('discontinued');
  });

  it('keeps discontinued for deletion: never chosen on create or edit, never undone', async () => {
    const created = await send('POST', '/api/service-items', ctx.a.headers, body({ Availability: 'discontinued' }));
    expect(created.statusCode).toBe(400);
    expect(created.json().Message).toBe(SERVICE_ITEM_MESSAGES.discontinuedNotChoosable);
    const listing = await addListing(t.app, {
      providerId: ctx.a.provider.id,
      categoryId: ctx.category.id,
      name: 'Live',
    });
    const url = `/api/service-items/${listing.id}`;
    const edited = await send('PUT', url, ctx.a.headers, body({ Availability: 'discontinued' }));
    expect(edited.statusCode).toBe(400);
    await t.app.db.update(serviceItems).set({ availability: 'discontinued' }).where(eq(serviceItems.id, listing.id));
    for (const who of [ctx.a.headers, ctx.admin.headers]) {
      const revived = await send('PUT', url, who, body({ Availability: 'available' }));
      expect(revived.statusCode).toBe(409);
      expect(revived.json().Message).toBe(SERVICE_ITEM_MESSAGES.staysDiscontinued);
    }
    // Its other details can still be corrected (the form sends the state back unchanged).
    const renamed = await send(
      'PUT',
      url,
      ctx.a.headers,
      body({ Name: 'Old name fixed', Availability: 'discontinued' }),
    );
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ Name: 'Old name fixed', Availability: 'discontinued' });
  });
});

async function addOrderFor(serviceItemId: string) {
  const [order] = await t.app.db
    .insert(orders)
    .values({
      customerId: ctx.customer.user.id,
      subtotalFils: 900,
      vatFils: 90,
      totalPriceFils: 990,
      paymentType: PAYMENT,
    })
    .returning();
  await t.app.db.insert(orderItems).values({
    orderId: order!.id,
    serviceItemId,
    providerId: ctx.a.provider.id,
    type: 'service',
    name: 'Kept',
    quantity: 1,
    unitPriceFils: 900,
    referencePriceFils: 10_000,
  });
}
