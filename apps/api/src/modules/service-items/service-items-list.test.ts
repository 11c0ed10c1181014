import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ServiceItemList } from '@marketplace/contract';
import { categories, providers } from '../../db/schema/index';
import { call } from '../../../test/account-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { addCategory, addListing, providerWithToken, userWithToken } from './testing';

let t: TestApp;
let ctx: Awaited<ReturnType<typeof setup>>;

async function setup(app: TestApp['app']) {
  const active = await providerWithToken(app, 'active', 'Gulf Fixers');
  const pending = await providerWithToken(app, 'pending', 'Pending Co');
  const enabled = await addCategory(app, 'Cleaning');
  const disabled = await addCategory(app, 'Hidden Things', false);
  const base = Date.parse('2026-01-01T00:00:00Z');
  for (let i = 0; i < 12; i++) {
    await addListing(app, {
      providerId: active.provider.id,
      categoryId: enabled.id,
      name: `Deep Clean ${i}`,
      priceFils: (i + 1) * 1000,
      type: i % 2 === 0 ? 'service' : 'item',
      createdAt: new Date(base + i * 60_000),
      location: i < 3 ? 'Riffa' : 'Manama',
    });
  }
  const hidden = [
    await addListing(app, { providerId: pending.provider.id, categoryId: enabled.id, name: 'Pending listing' }),
    await addListing(app, { providerId: active.provider.id, categoryId: disabled.id, name: 'Disabled category' }),
    await addListing(app, {
      providerId: active.provider.id,
      categoryId: enabled.id,
      name: 'Old discontinued',
      availability: 'discontinued',
    }),
  ];
  const unavailable = await addListing(app, {
    providerId: active.provider.id,
    categoryId: enabled.id,
    name: 'Paused window cleaning',
    availability: 'unavailable',
    createdAt: new Date(base - 60_000),
  });
  return { active, pending, enabled, hidden, unavailable, customer: await userWithToken(app, 'customer') };
}

const list = async (query: string, headers?: Record<string, string>) => {
  const res = await call(t.app, { method: 'GET', url: `/api/service-items${query}`, headers });
  return { res, body: res.json() as ServiceItemList };
};

beforeAll(async () => {
  t = await createTestApp();
  ctx = await setup(t.app);
});
afterAll(async () => t?.close());

describe('GET /api/service-items', () => {
  it('pages newest first with 10 by default, and shows unavailable listings', async () => {
    const { res, body } = await list('');
    expect(res.statusCode).toBe(200);
    expect(body).toMatchObject({ Page: 1, Limit: 10, TotalItems: 13, TotalPages: 2 });
    expect(body.Items.map((i) => i.Name).slice(0, 2)).toEqual(['Deep Clean 11', 'Deep Clean 10']);
    const last = await list('?Page=2');
    expect(last.body.Items.map((i) => i.Name).at(-1)).toBe('Paused window cleaning');
    expect(last.body.Items.at(-1)?.Availability).toBe('unavailable');
  });

  it('answers each item with its figures', async () => {
    const { body } = await list('?Limit=1');
    expect(body.Items[0]).toMatchObject({
      Name: 'Deep Clean 11',
      Type: 'item',
      Price: 12,
      AvailableQuantity: 5,
      CategoryName: 'Cleaning',
      BusinessName: 'Gulf Fixers',
      Photos: [],
      AverageRating: null,
      ReviewCount: 0,
    });
    expect(body.TotalPages).toBe(13);
  });

  it('hides pending providers, disabled categories and discontinued listings from the public', async () => {
    const { body } = await list('?Limit=100');
    const ids = body.Items.map((i) => i.ServiceItemId);
    for (const hidden of ctx.hidden) expect(ids).not.toContain(hidden.id);
    const detail = await call(t.app, { method: 'GET', url: `/api/service-items/${ctx.hidden[0]!.id}` });
    expect(detail.statusCode).toBe(404);
  });

  it('shows the owner every listing of their own business', async () => {
    const own = await list(`?ProviderId=${ctx.pending.provider.id}`, ctx.pending.headers);
    expect(own.body.Items.map((i) => i.Name)).toEqual(['Pending listing']);
    const all = await list(`?ProviderId=${ctx.active.provider.id}&Limit=100`, ctx.active.headers);
    expect(all.body.TotalItems).toBe(15);
    const stranger = await list(`?ProviderId=${ctx.pending.provider.id}`, ctx.customer.headers);
    expect(stranger.body.TotalItems).toBe(0);
    const detail = await call(t.app, {
      method: 'GET',
      url: `/api/service-items/${ctx.hidden[0]!.id}`,
      headers: ctx.pending.headers,
    });
    expect(detail.statusCode).toBe(200);
  });

  it('shows an admin every listing of any business (the back office’s provider detail page)', async () => {
    const admin = await userWithToken(t.app, 'admin');
    const pending = await list(`?ProviderId=${ctx.pending.provider.id}`, admin.headers);
    expect(pending.body.Items.map((i) => i.Name)).toEqual(['Pending listing']);
    const all = await list(`?ProviderId=${ctx.active.provider.id}&Limit=100`, admin.headers);
    expect(all.body.TotalItems).toBe(15);
    expect(all.body.Items.map((i) => i.Availability)).toContain('discontinued');
    // Another provider is a stranger here: only the public listings.
    const other = await list(`?ProviderId=${ctx.active.provider.id}&Limit=100`, ctx.pending.headers);
    expect(other.body.TotalItems).toBe(13);
  });

  it('filters by type (either spelling), price range, address and category', async () => {
    expect((await list('?type=service')).body.TotalItems).toBe(7);
    expect((await list('?Type=item')).body.TotalItems).toBe(6);
    expect((await list('?PriceRange=2-4')).body.Items.map((i) => i.Price).sort()).toEqual([2, 3, 4]);
    expect((await list('?Address=riff')).body.TotalItems).toBe(3);
    expect((await list(`?CategoryId=${ctx.enabled.id}`)).body.TotalItems).toBe(13);
  });

  it('refuses bad values with 400 naming the field', async () => {
    for (const [query, field] of [
      ['?PriceRange=9-2', 'PriceRange'],
      ['?PriceRange=abc', 'PriceRange'],
      ['?Limit=101', 'Limit'],
      ['?Page=0', 'Page'],
      ['?type=thing', 'type'],
      ['?CategoryId=nope', 'CategoryId'],
    ]) {
      const { res } = await list(query!);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().Message, query).toContain(field);
    }
  });

  // Last: it renames the shared category and business.
  it('keeps search current when a category or business is renamed', async () => {
    await t.app.db.update(categories).set({ name: 'Sparkle Services' }).where(eq(categories.id, ctx.enabled.id));
    await t.app.db
      .update(providers)
      .set({ businessName: 'Zephyr Works' })
      .where(eq(providers.id, ctx.active.provider.id));
    expect((await list('?Search=sparkle')).body.TotalItems).toBe(13);
    expect((await list('?Search=zephyr')).body.TotalItems).toBe(13);
    expect((await list('?Search=gulf')).body.TotalItems).toBe(0);
  });
});
