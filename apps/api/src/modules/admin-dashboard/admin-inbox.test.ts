import { eq } from 'drizzle-orm';
import { LOGIN_ERRORS } from '@marketplace/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inquiries, users } from '../../db/schema/index';
import { call } from '../../../test/account-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { providerWithToken, userWithToken } from '../service-items/testing';
import { addTransaction } from '../transactions/testing';

describe('GET /api/Admin/inbox', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof userWithToken>>;
  const inbox = (headers: Record<string, string> = admin.headers) =>
    call(t.app, { method: 'GET', url: '/api/Admin/inbox', headers });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await userWithToken(t.app, 'admin');
  });
  afterAll(() => t.close());

  it('is for admins and super admins only', async () => {
    expect((await inbox({})).statusCode).toBe(401);
    for (const role of ['customer', 'provider'] as const) {
      const res = await inbox((await userWithToken(t.app, role)).headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().Message).toBe(LOGIN_ERRORS.forbidden);
    }
    expect((await inbox((await userWithToken(t.app, 'superAdmin')).headers)).statusCode).toBe(200);
  });

  it('counts zero when nothing waits', async () => {
    const res = await inbox();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      PendingProviders: 0,
      PendingPayouts: 0,
      NewInquiries: 0,
      ReportedMessages: 0,
      VerificationReviews: 0,
    });
  });

  it('counts pending providers of live accounts, pending payouts and new inquiries', async () => {
    await providerWithToken(t.app, 'pending', 'Waiting One');
    await providerWithToken(t.app, 'pending', 'Waiting Two');
    const removed = await providerWithToken(t.app, 'pending', 'Removed Meanwhile');
    await t.app.db.update(users).set({ isDeleted: true }).where(eq(users.id, removed.user.id));
    for (const state of ['active', 'rejected', 'inactive'] as const)
      await providerWithToken(t.app, state, `Shop ${state}`);

    const earner = await providerWithToken(t.app, 'active', 'Earner');
    for (const status of ['pending', 'pending', 'completed', 'cancelled'] as const) {
      await addTransaction(t.app, { type: 'payout', status, amountFils: 5000, providerId: earner.provider.id });
    }
    await addTransaction(t.app, {
      type: 'earning',
      status: 'pending',
      amountFils: 900,
      providerId: earner.provider.id,
    });

    const message = { email: 'x@example.bh', name: 'X', subject: 'S', message: 'M' };
    for (const status of ['new', 'new', 'new', 'in-progress', 'resolved', 'closed'] as const) {
      await t.app.db.insert(inquiries).values({ ...message, status });
    }

    expect((await inbox()).json()).toEqual({
      PendingProviders: 2,
      PendingPayouts: 2,
      NewInquiries: 3,
      ReportedMessages: 0,
      VerificationReviews: 0,
    });
  });
});
