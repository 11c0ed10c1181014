import { REVIEW_ERRORS } from '@marketplace/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, orderItems, orders, providers, serviceItems } from '../../db/schema/index';
import { bearer, call, signInAccounts } from '../../../test/account-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe('reviews', () => {
  let t: TestApp;
  const ids: Record<string, string> = {};
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    const db = t.app.db;
    await signInAccounts(
      t.app,
      [
        ['a', 'a@example.bh', 'customer'],
        ['b', 'b@example.bh', 'customer'],
        ['providerUser', 'p@example.bh', 'provider'],
        ['admin', 'admin@example.bh', 'admin'],
      ],
      ids,
      tokens,
    );
    const [category] = await db.insert(categories).values({ name: 'Plumbing' }).returning();
    const [provider, other] = await db
      .insert(providers)
      .values([
        { userId: ids.providerUser!, businessName: 'Manama Pipes', accState: 'active' },
        { userId: ids.admin!, businessName: 'Someone Else', accState: 'active' },
      ])
      .returning();
    ids.provider = provider!.id;
    ids.otherProvider = other!.id;
    const [item] = await db
      .insert(serviceItems)
      .values({
        providerId: provider!.id,
        categoryId: category!.id,
        type: 'service',
        name: 'Leak repair',
        priceFils: 15000,
      })
      .returning();
    ids.item = item!.id;
    const [order] = await db
      .insert(orders)
      .values({
        customerId: ids.a!,
        subtotalFils: 1800,
        vatFils: 180,
        totalPriceFils: 1980,
        paymentType: 'card',
        isPaymentSuccess: true,
      })
      .returning();
    ids.order = order!.id;
    const line = {
      orderId: order!.id,
      serviceItemId: item!.id,
      providerId: provider!.id,
      type: 'service' as const,
      name: 'Leak repair',
      quantity: 1,
      unitPriceFils: 900,
      referencePriceFils: 15000,
    };
    const [completed, pending] = await db
      .insert(orderItems)
      .values([
        { ...line, status: 'Completed' as const },
        { ...line, status: 'Pending' as const },
      ])
      .returning();
    ids.completed = completed!.id;
    ids.pending = pending!.id;
  });
  afterAll(() => t.close());

  const create = (token: string, body: object) =>
    call(t.app, { method: 'POST', url: '/api/Review/create', headers: bearer(token), payload: body });
  const review = (overrides: object = {}) => ({
    OrderItemId: ids.completed,
    CustomerId: ids.a,
    ProviderId: ids.provider,
    Rating: 4,
    Comment: 'Quick and tidy',
    ...overrides,
  });

  it('refuses reviews of items that are not completed, not yours, or named with the wrong provider', async () => {
    const pending = await create(tokens.a!, review({ OrderItemId: ids.pending }));
    expect([pending.statusCode, pending.json().Message]).toEqual([409, REVIEW_ERRORS.notCompleted]);
    const stranger = await create(tokens.b!, review({ CustomerId: ids.b }));
    expect([stranger.statusCode, stranger.json().Message]).toEqual([403, REVIEW_ERRORS.notYourOrder]);
    const impersonation = await create(tokens.b!, review());
    expect(impersonation.statusCode).toBe(403);
    const wrongProvider = await create(tokens.a!, review({ ProviderId: ids.otherProvider }));
    expect([wrongProvider.statusCode, wrongProvider.json().Message]).toEqual([400, REVIEW_ERRORS.wrongProvider]);
    const unknown = await create(tokens.a!, review({ OrderItemId: '00000000-0000-4000-8000-000000000000' }));
    expect(unknown.statusCode).toBe(404);
    expect((await create(tokens.providerUser!, review())).statusCode).toBe(403);
    expect((await call(t.app, { method: 'POST', url: '/api/Review/create', payload: review() })).statusCode).toBe(401);
  });

  it('refuses a rating outside 1..5 naming the field', async () => {
    for (const Rating of [0, 6, 4.5]) {
      const res = await create(tokens.a!, review({ Rating }));
      expect(res.statusCode).toBe(400);
      expect(res.json().Errors[0].Field).toBe('Rating');
    }
  });

  it('accepts one review per completed item and feeds the average', async () => {
    const res = await create(tokens.a!, review());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      Rating: 4,
      Comment: 'Quick and tidy',
      ReviewerName: 'Test U.',
      ServiceItemId: ids.item,
    });
    ids.review = res.json().ReviewId;
    const again = await create(tokens.a!, review({ Rating: 5 }));
    expect([again.statusCode, again.json().Message]).toEqual([409, REVIEW_ERRORS.alreadyReviewed]);
    const average = await call(t.app, { method: 'GET', url: `/api/Review/service-item/${ids.item}/average-rating` });
    expect(average.json()).toEqual({ ServiceItemId: ids.item, AverageRating: 4, ReviewCount: 1 });
  });

  it("tells the order's customer which items they reviewed, and nobody else", async () => {
    const mine = (token?: string) =>
      call(t.app, {
        method: 'GET',
        url: `/api/Review/order/${ids.order}`,
        ...(token ? { headers: bearer(token) } : {}),
      });
    const own = await mine(tokens.a!);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual([
      expect.objectContaining({
        ReviewId: ids.review,
        OrderItemId: ids.completed,
        Rating: 4,
        Comment: 'Quick and tidy',
      }),
    ]);
    // Another customer reads only their own reviews of it: none, whether or not the order exists.
    expect((await mine(tokens.b!)).json()).toEqual([]);
    expect((await mine(tokens.providerUser!)).statusCode).toBe(403);
    expect((await mine()).statusCode).toBe(401);
    const badId = await call(t.app, { method: 'GET', url: '/api/Review/order/nope', headers: bearer(tokens.a!) });
    expect(badId.statusCode).toBe(400);
  });

  it('lists an item’s reviews publicly with paging', async () => {
    const res = await call(t.app, { method: 'GET', url: `/api/Review/service-item/${ids.item}?page=1&pageSize=5` });
    expect(res.json()).toMatchObject({
      Page: 1,
      PageSize: 5,
      TotalItems: 1,
      TotalPages: 1,
      Items: [{ ReviewId: ids.review }],
    });
    // Public readers get the reviewer's first name and initial, not their account or order item.
    expect(Object.keys(res.json().Items[0]).sort()).toEqual(
      ['Comment', 'CreatedAt', 'ProviderId', 'Rating', 'ReviewId', 'ReviewerName', 'ServiceItemId'].sort(),
    );
    expect((await call(t.app, { method: 'GET', url: `/api/Review/service-item/${ids.item}?page=0` })).statusCode).toBe(
      400,
    );
    const none = await call(t.app, {
      method: 'GET',
      url: '/api/Review/service-item/00000000-0000-4000-8000-000000000000/average-rating',
    });
    expect(none.json()).toMatchObject({ AverageRating: null, ReviewCount: 0 });
  });

  it('lets only the author or an admin change or delete a review', async () => {
    const put = (token: string) =>
      call(t.app, {
        method: 'PUT',
        url: `/api/Review/update/${ids.review}`,
        headers: bearer(token),
        payload: { Rating: 2, Comment: 'Came late' },
      });
    const stranger = await put(tokens.b!);
    expect([stranger.statusCode, stranger.json().Message]).toEqual([403, REVIEW_ERRORS.notAuthor]);
    expect((await put(tokens.a!)).json()).toMatchObject({ Rating: 2, Comment: 'Came late' });
    expect((await put(tokens.admin!)).statusCode).toBe(200);
    const del = (token: string) =>
      call(t.app, { method: 'DELETE', url: `/api/Review/${ids.review}`, headers: bearer(token) });
    expect((await del(tokens.b!)).statusCode).toBe(403);
    expect((await del(tokens.a!)).statusCode).toBe(200);
    expect((await del(tokens.a!)).statusCode).toBe(404);
    const average = await call(t.app, { method: 'GET', url: `/api/Review/service-item/${ids.item}/average-rating` });
    expect(average.json().ReviewCount).toBe(0);
  });
});
