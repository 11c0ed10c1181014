import { REVIEW_ERRORS } from '@marketplace/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, orderItems, orders, providers, reviews, serviceItems } from '../../db/schema/index';
import { bearer, call, signInAccounts } from '../../../test/account-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

// GET /api/Review/provider/{providerId}: the reviews a provider received (their own, or any for an admin).

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('reviews received by a provider', () => {
  let t: TestApp;
  const ids: Record<string, string> = {};
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    const db = t.app.db;
    await signInAccounts(
      t.app,
      [
        ['customer', 'c@example.bh', 'customer'],
        ['mine', 'mine@example.bh', 'provider'],
        ['other', 'other@example.bh', 'provider'],
        ['admin', 'admin@example.bh', 'admin'],
      ],
      ids,
      tokens,
    );
    const [category] = await db.insert(categories).values({ name: 'Plumbing' }).returning();
    const [mine, other] = await db
      .insert(providers)
      .values([
        { userId: ids.mine!, businessName: 'Manama Pipes', accState: 'active' },
        { userId: ids.other!, businessName: 'Riffa Pipes', accState: 'active' },
      ])
      .returning();
    ids.provider = mine!.id;
    ids.otherProvider = other!.id;
    const listing = (providerId: string, name: string) => ({
      providerId,
      categoryId: category!.id,
      type: 'service' as const,
      name,
      priceFils: 15000,
    });
    const [leak, boiler, theirs] = await db
      .insert(serviceItems)
      .values([listing(mine!.id, 'Leak repair'), listing(mine!.id, 'Boiler service'), listing(other!.id, 'Drains')])
      .returning();
    const [order] = await db
      .insert(orders)
      .values({
        customerId: ids.customer!,
        subtotalFils: 1800,
        vatFils: 180,
        totalPriceFils: 1980,
        paymentType: 'card',
        isPaymentSuccess: true,
      })
      .returning();
    // Ratings 5, 4, 5 for my listings (oldest first), 1 for the other provider's.
    const rated = [
      [leak!, 5, 'Great'],
      [boiler!, 4, 'Good'],
      [leak!, 5, 'Again great'],
      [theirs!, 1, 'Not mine'],
    ] as const;
    for (const [index, [item, rating, comment]] of rated.entries()) {
      const [line] = await db
        .insert(orderItems)
        .values({
          orderId: order!.id,
          serviceItemId: item.id,
          providerId: item.providerId,
          type: 'service',
          name: item.name,
          quantity: 1,
          unitPriceFils: 900,
          referencePriceFils: 15000,
          status: 'Completed',
        })
        .returning();
      await db.insert(reviews).values({
        orderItemId: line!.id,
        customerId: ids.customer!,
        providerId: item.providerId,
        serviceItemId: item.id,
        rating,
        comment,
        createdAt: new Date(Date.UTC(2026, 10, 1 + index)),
      });
    }
  });
  afterAll(() => t.close());

  const list = (token: string | undefined, providerId: string, query = '') =>
    call(t.app, {
      method: 'GET',
      url: `/api/Review/provider/${providerId}${query}`,
      headers: token ? bearer(token) : {},
    });

  it('gives the provider their reviews, newest first, with the listing names, the average and the reviews per star', async () => {
    const res = await list(tokens.mine, ids.provider!);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      Page: 1,
      TotalItems: 3,
      TotalPages: 1,
      AverageRating: 4.67,
      Distribution: { '1': 0, '2': 0, '3': 0, '4': 1, '5': 2 },
    });
    expect(body.Items.map((r: { Comment: string; ServiceItemName: string }) => [r.Comment, r.ServiceItemName])).toEqual(
      [
        ['Again great', 'Leak repair'],
        ['Good', 'Boiler service'],
        ['Great', 'Leak repair'],
      ],
    );
    // Not the customer's account id or the order item: the provider reads them as anyone would.
    expect(body.Items[0]).not.toHaveProperty('CustomerId');
    expect(body.Items[0].ReviewerName).toBe('Test U.');
  });

  it('pages the list while the summary covers every review', async () => {
    const body = (await list(tokens.mine, ids.provider!, '?page=2&pageSize=2')).json();
    expect(body).toMatchObject({ Page: 2, PageSize: 2, TotalItems: 3, TotalPages: 2, AverageRating: 4.67 });
    expect(body.Items.map((r: { Comment: string }) => r.Comment)).toEqual(['Great']);
    expect((await list(tokens.mine, ids.provider!, '?page=0')).statusCode).toBe(400);
  });

  it("refuses another provider's reviews, known or not, and customers and visitors", async () => {
    for (const providerId of [ids.otherProvider!, UNKNOWN]) {
      const res = await list(tokens.mine, providerId);
      expect([res.statusCode, res.json().Message]).toEqual([403, REVIEW_ERRORS.notYourBusiness]);
    }
    expect((await list(tokens.customer, ids.provider!)).statusCode).toBe(403);
    expect((await list(undefined, ids.provider!)).statusCode).toBe(401);
    expect((await list(tokens.mine, 'not-a-uuid')).statusCode).toBe(400);
  });

  it("lets an admin read any provider's reviews, and says when the provider does not exist", async () => {
    const res = await list(tokens.admin, ids.otherProvider!);
    expect(res.json()).toMatchObject({ TotalItems: 1, AverageRating: 1, Items: [{ ServiceItemName: 'Drains' }] });
    expect((await list(tokens.admin, UNKNOWN)).statusCode).toBe(404);
  });

  it('answers a provider without reviews with an empty summary', async () => {
    await t.app.db.delete(reviews);
    const body = (await list(tokens.mine, ids.provider!)).json();
    expect(body).toMatchObject({ Items: [], TotalItems: 0, TotalPages: 0, AverageRating: null });
    expect(body.Distribution).toEqual({ '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 });
  });
});
