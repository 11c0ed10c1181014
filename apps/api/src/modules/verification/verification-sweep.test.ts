import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_ERRORS, VERIFICATION_MESSAGES, type ServiceItem } from '@marketplace/contract';
import { notifications, orderItems, orders, providerDocuments, providers, users } from '../../db/schema/index';
import type { PrivateFileStore } from '../../lib/media/private-file-store';
import { mailCount } from '../../../test/account-helpers';
import { addListing } from '../service-items/testing';
import { account, addCategory, addProvider, providerTestApp } from '../providers/testing';
import { markVerified, PDF } from './testing';
import { sweepVerification } from './verification-sweep';

// Issue 38: the sweeper warns 30 and 7 days before an accepted document expires (once each),
// marks the business expired when one runs out (its listings then take no orders), and removes a
// deleted business's documents after the retention period.

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

/** A store that remembers what the sweep deleted. */
function recordingStore(): PrivateFileStore & { deleted: string[] } {
  const deleted: string[] = [];
  return {
    deleted,
    put: async () => undefined,
    get: async () => PDF,
    delete: async (key) => void deleted.push(key),
  };
}

describe('the verification sweep', () => {
  let ctx: Awaited<ReturnType<typeof providerTestApp>>;
  let counter = 0;
  beforeAll(async () => {
    ctx = await providerTestApp();
  });
  afterAll(() => ctx.t.close());

  const business = async (expiresOn: string) => {
    counter += 1;
    const email = `sweep${counter}@example.bh`;
    const owner = await account(ctx.app, email, 'provider');
    const id = await addProvider(ctx.app, owner.userId, { businessName: `Renewing ${counter}` });
    await markVerified(ctx.app, id, expiresOn);
    return { id, email, owner };
  };
  const noticesOf = async (userId: string) =>
    (await ctx.app.db.select().from(notifications).where(eq(notifications.userId, userId))).map((row) => row.type);
  const sweep = (files = recordingStore(), now = new Date(), retentionDays = 1826) =>
    sweepVerification(ctx.app.database, files, { now, retentionDays });

  it('warns 30 days ahead, then 7, each once, by notice and mail', async () => {
    const soon = await business(day(25));
    await sweep();
    await sweep();
    expect(await noticesOf(soon.owner.userId)).toEqual(['provider.document-expiring', 'provider.document-expiring']);
    // Both documents with an expiry (the CR and the CPR card) are warned about, once each.
    expect(await mailCount(ctx.app, soon.email)).toBe(2);
    await sweep(recordingStore(), new Date(Date.now() + 20 * DAY));
    expect((await noticesOf(soon.owner.userId)).length).toBe(4);
    await sweep(recordingStore(), new Date(Date.now() + 21 * DAY));
    expect((await noticesOf(soon.owner.userId)).length).toBe(4);
  });

  it('marks a business expired when a document runs out, and its listings take no new orders', async () => {
    const lapsing = await business(day(2));
    const categoryId = await addCategory(ctx.app, `Sweep ${counter}`);
    const listing = await addListing(ctx.app, { providerId: lapsing.id, categoryId, name: 'Window cleaning' });
    const later = new Date(Date.now() + 4 * DAY);
    const result = await sweep(recordingStore(), later);
    expect(result.expired).toBeGreaterThanOrEqual(1);
    const [row] = await ctx.app.db.select().from(providers).where(eq(providers.id, lapsing.id));
    expect(row!.verification).toBe('expired');
    expect(await noticesOf(lapsing.owner.userId)).toContain('provider.verification-expired');
    // A second sweep finds nothing more to tell.
    await sweep(recordingStore(), later);
    expect(
      (await noticesOf(lapsing.owner.userId)).filter((type) => type === 'provider.verification-expired'),
    ).toHaveLength(1);

    const shown = await ctx.request('GET', `/api/service-items/${listing.id}`);
    expect(shown.json<ServiceItem>().BusinessVerification).toBe('expired');
    const cart = await ctx.request('GET', `/api/Cart/customer/${ctx.customer.userId}`, ctx.customer.token);
    const added = await ctx.request('POST', '/api/Cart/item', ctx.customer.token, {
      CartId: cart.json<{ CartId: string }>().CartId,
      ServiceItemId: listing.id,
      Quantity: 1,
      ModifiedBy: ctx.customer.userId,
    });
    expect(added.statusCode).toBe(409);
    expect(added.json()).toMatchObject({ Message: CART_ERRORS.verificationExpired });
  });

  it('reads as expired the moment the document runs out, before any sweep', async () => {
    const lapsed = await business(day(5));
    await ctx.app.db
      .update(providers)
      .set({ verifiedUntil: new Date(Date.now() - 1000) })
      .where(eq(providers.id, lapsed.id));
    const seen = await ctx.request('GET', `/api/Provider/${lapsed.id}`);
    expect(seen.json()).toMatchObject({ Verification: 'expired' });
  });

  it('deletes a deleted business’s documents after the retention period, not before', async () => {
    const gone = await business(day(300));
    await ctx.request('PATCH', `/api/Provider/${gone.id}/status`, ctx.admin.token, { AccState: 'inactive' });
    const removed = await ctx.request('DELETE', `/api/Provider/${gone.id}`, ctx.admin.token);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ UserDetails: { IsDeleted: true } });
    const again = await ctx.request('DELETE', `/api/Provider/${gone.id}`, ctx.admin.token);
    expect(again.json()).toMatchObject({ Message: VERIFICATION_MESSAGES.alreadyDeleted });

    const files = recordingStore();
    await sweep(files, new Date(), 30);
    const kept = await ctx.app.db.select().from(providerDocuments).where(eq(providerDocuments.providerId, gone.id));
    expect(kept).toHaveLength(3);
    await ctx.app.db
      .update(users)
      .set({ deletedAt: new Date(Date.now() - 31 * DAY) })
      .where(eq(users.id, gone.owner.userId));
    await sweep(files, new Date(), 30);
    const left = await ctx.app.db.select().from(providerDocuments).where(eq(providerDocuments.providerId, gone.id));
    expect(left).toEqual([]);
    expect(files.deleted.sort()).toEqual(kept.map((document) => document.storageKey).sort());
  });

  it('refuses to delete an active business or one with requests in progress', async () => {
    const active = await business(day(300));
    const refused = await ctx.request('DELETE', `/api/Provider/${active.id}`, ctx.admin.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ Message: VERIFICATION_MESSAGES.deleteActive });

    // Deactivated, but a customer's request of it is still being handled.
    const categoryId = await addCategory(ctx.app, `Open ${counter}`);
    const listing = await addListing(ctx.app, { providerId: active.id, categoryId, name: 'Tiling' });
    const [order] = await ctx.app.db
      .insert(orders)
      .values({
        customerId: ctx.customer.userId,
        status: 'Confirmed',
        subtotalFils: 900,
        vatFils: 90,
        totalPriceFils: 990,
        paymentType: 'card',
      })
      .returning();
    await ctx.app.db.insert(orderItems).values({
      orderId: order!.id,
      serviceItemId: listing.id,
      providerId: active.id,
      type: 'service',
      name: 'Tiling',
      quantity: 1,
      unitPriceFils: 900,
      referencePriceFils: 900,
      status: 'InProgress',
    });
    await ctx.request('PATCH', `/api/Provider/${active.id}/status`, ctx.admin.token, { AccState: 'inactive' });
    const busy = await ctx.request('DELETE', `/api/Provider/${active.id}`, ctx.admin.token);
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toMatchObject({ Message: VERIFICATION_MESSAGES.deleteOpenOrders });
  });
});
