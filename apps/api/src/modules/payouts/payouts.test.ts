import { and, eq, sql } from 'drizzle-orm';
import { LOGIN_ERRORS, PAYOUT_ERRORS } from '@marketplace/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications, users } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { providerWithToken, userWithToken } from '../service-items/testing';
import { addBankDetails, addTransaction, send } from '../transactions/testing';

type Headers = Record<string, string>;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('payouts', () => {
  let t: TestApp;
  let providerId: string;
  let providerUserId: string;
  let pendingProviderId: string;
  const headers: Record<string, Headers> = {};
  const staff: Record<string, string> = {};
  const payouts: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const app = t.app;
    const pipes = await providerWithToken(app, 'active', 'Manama Pipes');
    providerId = pipes.provider.id;
    providerUserId = pipes.user.id;
    headers.owner = pipes.headers;
    const waiting = await providerWithToken(app, 'pending', 'Waiting Co');
    pendingProviderId = waiting.provider.id;
    headers.pendingOwner = waiting.headers;
    headers.other = (await providerWithToken(app, 'active', 'Riffa Cleaners')).headers;
    headers.customer = (await userWithToken(app, 'customer')).headers;
    for (const role of ['admin', 'superAdmin'] as const) {
      const account = await userWithToken(app, role);
      headers[role] = account.headers;
      staff[role] = account.user.id;
    }
    const retired = await userWithToken(app, 'admin');
    await app.db.update(users).set({ isDeleted: true }).where(eq(users.id, retired.user.id));
    staff.retired = retired.user.id;
    // Two completed earnings of 900 fils at 10%: 1620 fils available.
    const earning = { type: 'earning', amountFils: 900, feeFils: 90, netFils: 810, commissionRateBp: 1000 } as const;
    await addTransaction(app, { ...earning, providerId });
    await addTransaction(app, { ...earning, providerId });
    await addTransaction(app, { ...earning, providerId: pendingProviderId });
    for (const id of [providerId, pendingProviderId]) await addBankDetails(app, id);
  });
  afterAll(() => t.close());

  const request = (Amount: number, as: Headers = headers.owner!, ProviderId = providerId) =>
    send(t.app, 'POST', '/api/Payout', as, { ProviderId, Amount });
  const balance = async () =>
    (await send(t.app, 'GET', `/api/Payout/provider/${providerId}/balance`, headers.owner)).json();
  const decide = (id: string, verb: 'settle' | 'reject', as: Headers, payload?: object) =>
    send(t.app, 'PATCH', `/api/Payout/${id}/${verb}`, as, payload);
  const notificationsOf = (userId: string, type: string) =>
    t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));
  const auditOf = (id: string) => t.app.db.select().from(auditLog).where(eq(auditLog.targetId, id));

  it('refuses amounts that are not positive, have more than 3 decimals or exceed the balance', async () => {
    for (const Amount of [0, -1]) expect((await request(Amount)).statusCode).toBe(400);
    const decimals = await request(1.2345);
    expect([decimals.statusCode, decimals.json().Message]).toEqual([400, PAYOUT_ERRORS.amountDecimals]);
    const over = await request(1.621);
    expect([over.statusCode, over.json().Message]).toEqual([409, PAYOUT_ERRORS.overBalance('1.620 BHD')]);
  });

  it('lets only the active owner of the business ask', async () => {
    for (const id of [providerId, UNKNOWN]) {
      const res = await request(1, headers.other, id);
      expect([res.statusCode, res.json().Message]).toEqual([403, PAYOUT_ERRORS.notYourBusiness]);
    }
    const pending = await request(0.5, headers.pendingOwner, pendingProviderId);
    expect([pending.statusCode, pending.json().Message]).toEqual([409, PAYOUT_ERRORS.providerNotActive]);
    for (const as of [headers.admin!, headers.customer!]) {
      const res = await request(1, as);
      expect([res.statusCode, res.json().Message]).toEqual([403, LOGIN_ERRORS.forbidden]);
    }
    expect((await request(1, {})).statusCode).toBe(401);
    expect((await balance()).PendingPayouts).toBe(0);
  });

  it('books a pending payout, reserves it from the balance and tells every admin', async () => {
    const res = await request(1);
    expect(res.statusCode).toBe(201);
    const payout = res.json();
    expect(payout).toMatchObject({
      ProviderId: providerId,
      BusinessName: 'Manama Pipes',
      Amount: 1,
      Status: 'pending',
      Description: 'Payout by bank transfer',
      ReferenceNumber: expect.stringMatching(/^PO-\d{4}-[0-9A-Z]{8}$/),
    });
    payouts.first = payout.PayoutId;
    expect(await balance()).toEqual({
      ProviderId: providerId,
      TotalEarned: 1.62,
      PaidOut: 0,
      PendingPayouts: 1,
      AvailableBalance: 0.62,
    });
    for (const userId of [staff.admin!, staff.superAdmin!]) {
      const [notice, ...more] = await notificationsOf(userId, 'payout.requested');
      expect(more).toEqual([]);
      expect(notice).toMatchObject({
        title: 'Payout requested',
        body: 'Manama Pipes asked for a payout of 1.000 BHD.',
        link: '/admin/payouts',
        data: { PayoutId: payouts.first, ProviderId: providerId, Amount: 1 },
      });
    }
    expect(await notificationsOf(staff.retired!, 'payout.requested')).toEqual([]);
    const listed = await send(t.app, 'GET', `/api/Transaction/provider/${providerId}?type=payout`, headers.owner);
    expect(listed.json().Items).toMatchObject([{ TransactionId: payouts.first, Status: 'pending', Amount: 1 }]);
  });

  it('lets exactly one of two concurrent requests for the whole balance through', async () => {
    // Open pooled connections first (PostgreSQL), so neither request waits for a connection and
    // both really run their checks at the same time.
    await Promise.all(Array.from({ length: 4 }, () => t.app.db.execute(sql`select pg_sleep(0.02)`)));
    const results = await Promise.all([request(0.62), request(0.62)]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    const loser = results.find((res) => res.statusCode === 409)!;
    expect(loser.json().Message).toBe(PAYOUT_ERRORS.nothingAvailable);
    payouts.second = results.find((res) => res.statusCode === 201)!.json().PayoutId;
    expect(await balance()).toMatchObject({ PendingPayouts: 1.62, AvailableBalance: 0 });
    const none = await request(0.001);
    expect([none.statusCode, none.json().Message]).toEqual([409, PAYOUT_ERRORS.nothingAvailable]);
  });

  it('lists every payout for admins, newest first, by status and page', async () => {
    const all = await send(t.app, 'GET', '/api/Payout', headers.admin);
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ Page: 1, PageSize: 10, TotalItems: 2, TotalPages: 1 });
    expect(all.json().Items.map((p: { PayoutId: string }) => p.PayoutId)).toEqual([payouts.second, payouts.first]);
    const paged = (await send(t.app, 'GET', '/api/Payout?status=pending&pageSize=1&page=2', headers.admin)).json();
    expect(paged).toMatchObject({
      Page: 2,
      PageSize: 1,
      TotalItems: 2,
      TotalPages: 2,
      Items: [{ PayoutId: payouts.first }],
    });
    const none = (await send(t.app, 'GET', '/api/Payout?status=completed', headers.superAdmin)).json();
    expect([none.Items, none.TotalItems, none.TotalPages]).toEqual([[], 0, 0]);
    expect((await send(t.app, 'GET', '/api/Payout', headers.owner)).statusCode).toBe(403);
    expect((await send(t.app, 'GET', '/api/Payout?status=all', headers.admin)).statusCode).toBe(400);
  });

  it('settles a pending payout once, with an audit entry and a notice to the provider', async () => {
    expect((await decide(payouts.first!, 'settle', headers.owner!, {})).statusCode).toBe(403);
    const unknown = await decide(UNKNOWN, 'settle', headers.admin!, {});
    expect([unknown.statusCode, unknown.json().Message]).toEqual([404, PAYOUT_ERRORS.payoutNotFound]);
    const res = await decide(payouts.first!, 'settle', headers.admin!, { Reference: ' BBK-778 ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      PayoutId: payouts.first,
      Status: 'completed',
      Description: 'Payout by bank transfer (bank reference BBK-778)',
    });
    for (const verb of ['settle', 'reject'] as const) {
      const again = await decide(payouts.first!, verb, headers.superAdmin!, { Reason: 'Twice' });
      expect([again.statusCode, again.json().Message]).toEqual([409, PAYOUT_ERRORS.notPending('completed')]);
    }
    const [entry, ...more] = await auditOf(payouts.first!);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actorUserId: staff.admin,
      actorRole: 'admin',
      action: 'payout.settle',
      targetType: 'payout',
      before: { Status: 'pending', Description: 'Payout by bank transfer' },
      after: { Status: 'completed', Reference: 'BBK-778' },
    });
    const [notice] = await notificationsOf(providerUserId, 'payout.settled');
    expect(notice).toMatchObject({
      title: 'Your payout is paid',
      body: 'We transferred 1.000 BHD to your bank account. Bank reference: BBK-778.',
      link: '/provider-dashboard/transactions',
    });
    expect(await balance()).toMatchObject({ TotalEarned: 1.62, PaidOut: 1, PendingPayouts: 0.62, AvailableBalance: 0 });
  });

  it('rejects a pending payout with a reason, once, and frees the amount', async () => {
    const blank = await decide(payouts.second!, 'reject', headers.superAdmin!, { Reason: '   ' });
    expect([blank.statusCode, blank.json().Errors?.[0]?.Field]).toEqual([400, 'Reason']);
    expect((await decide(payouts.second!, 'reject', headers.superAdmin!, {})).statusCode).toBe(400);
    const res = await decide(payouts.second!, 'reject', headers.superAdmin!, { Reason: 'Bank details missing.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      Status: 'cancelled',
      Description: 'Payout by bank transfer (rejected: Bank details missing.)',
    });
    const again = await decide(payouts.second!, 'reject', headers.admin!, { Reason: 'Again' });
    expect([again.statusCode, again.json().Message]).toEqual([409, PAYOUT_ERRORS.notPending('cancelled')]);
    expect((await decide(payouts.second!, 'settle', headers.admin!, {})).statusCode).toBe(409);
    const [entry] = await auditOf(payouts.second!);
    expect(entry).toMatchObject({
      actorUserId: staff.superAdmin,
      action: 'payout.reject',
      reason: 'Bank details missing.',
      before: { Status: 'pending' },
      after: { Status: 'cancelled' },
    });
    const [notice] = await notificationsOf(providerUserId, 'payout.rejected');
    expect(notice).toMatchObject({
      title: 'Your payout request was rejected',
      body: 'Your payout request of 0.620 BHD was rejected and the amount is available again.\n\nReason: Bank details missing.',
    });
    expect(await balance()).toMatchObject({ PaidOut: 1, PendingPayouts: 0, AvailableBalance: 0.62 });
  });

  it('settles without a body (the reference is optional)', async () => {
    const id = (await request(0.62)).json().PayoutId;
    const res = await send(t.app, 'PATCH', `/api/Payout/${id}/settle`, headers.admin);
    expect([res.statusCode, res.json().Description]).toEqual([200, 'Payout by bank transfer']);
    expect(await balance()).toMatchObject({ PaidOut: 1.62, AvailableBalance: 0 });
  });
});
