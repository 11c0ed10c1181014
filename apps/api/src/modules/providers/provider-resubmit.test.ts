import { ADMIN_INBOX_NOTIFICATION_TYPES, PROVIDER_ERRORS, resubmitNotRejected } from '@marketplace/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications, providers } from '../../db/schema/index';
import { markVerified } from '../verification/testing';
import { account, addProvider, providerTestApp } from './testing';

// POST /api/Provider/{id}/resubmit: a rejected provider corrects the profile and asks again.
describe('provider resubmission', () => {
  let ctx: Awaited<ReturnType<typeof providerTestApp>>;
  let secondAdmin: Awaited<ReturnType<typeof account>>;
  let counter = 0;
  beforeAll(async () => {
    ctx = await providerTestApp();
    secondAdmin = await account(ctx.app, 'admin2@example.bh', 'admin');
  });
  afterAll(() => ctx.t.close());

  const fresh = async (accState: 'pending' | 'active' | 'rejected' | 'inactive') => {
    counter += 1;
    const user = await account(ctx.app, `again${counter}@example.bh`, 'provider');
    const id = await addProvider(ctx.app, user.userId, { businessName: `Again ${counter}`, accState });
    await markVerified(ctx.app, id);
    return { id, user };
  };
  const resubmit = (id: string, token?: string) => ctx.request('POST', `/api/Provider/${id}/resubmit`, token);
  const stored = async (id: string) => (await ctx.app.db.select().from(providers).where(eq(providers.id, id)))[0]!;
  const audits = (id: string) => ctx.app.db.select().from(auditLog).where(eq(auditLog.targetId, id));
  const pendingNotices = (providerId: string) =>
    ctx.app.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.type, ADMIN_INBOX_NOTIFICATION_TYPES.PendingProviders),
          eq(notifications.data, { ProviderId: providerId }),
        ),
      );

  it('moves a rejected provider back to pending, clears the reason, audits it and tells every admin', async () => {
    const p = await fresh('pending');
    await ctx.request('PATCH', `/api/Provider/${p.id}/status`, ctx.admin.token, {
      AccState: 'rejected',
      Reason: 'Logo missing',
    });
    const res = await resubmit(p.id, p.user.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ProviderId: p.id, AccState: 'pending', StateReason: null });
    expect(await stored(p.id)).toMatchObject({ accState: 'pending', stateReason: null, modifiedBy: p.user.userId });

    const entry = (await audits(p.id)).find((row) => row.action === 'provider.resubmitted');
    expect(entry).toMatchObject({
      actorUserId: p.user.userId,
      actorRole: 'provider',
      targetType: 'provider',
      before: { AccState: 'rejected', StateReason: 'Logo missing' },
      after: { AccState: 'pending', StateReason: null },
    });
    const notices = await pendingNotices(p.id);
    expect(notices.map((n) => n.userId).sort()).toEqual([ctx.admin.userId, secondAdmin.userId].sort());
    expect(notices[0]).toMatchObject({ title: 'Provider resubmitted for approval', link: '/admin/providers' });

    // Back in the admins' queue: an admin can decide again.
    const approved = await ctx.request('PATCH', `/api/Provider/${p.id}/status`, ctx.admin.token, {
      AccState: 'active',
    });
    expect(approved.json()).toMatchObject({ AccState: 'active' });
  });

  it.each(['pending', 'active', 'inactive'] as const)('refuses from %s with 409 and writes nothing', async (state) => {
    const p = await fresh(state);
    const res = await resubmit(p.id, p.user.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().Message).toBe(resubmitNotRejected(state));
    expect(await stored(p.id)).toMatchObject({ accState: state });
    expect(await audits(p.id)).toEqual([]);
    expect(await pendingNotices(p.id)).toEqual([]);
  });

  it('is for the provider themself: other providers, customers and admins get 403, visitors 401', async () => {
    const p = await fresh('rejected');
    const other = await fresh('rejected');
    const refused = await resubmit(p.id, other.user.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().Message).toBe(PROVIDER_ERRORS.resubmitNotYours);
    expect((await resubmit(p.id, ctx.customer.token)).statusCode).toBe(403);
    expect((await resubmit(p.id, ctx.admin.token)).statusCode).toBe(403);
    expect((await resubmit(p.id)).statusCode).toBe(401);
    expect(await stored(p.id)).toMatchObject({ accState: 'rejected' });
    expect(await audits(p.id)).toEqual([]);
  });

  it('answers 404 for an unknown provider and 400 for a malformed id', async () => {
    const p = await fresh('rejected');
    expect((await resubmit('00000000-0000-4000-8000-000000000000', p.user.token)).statusCode).toBe(404);
    expect((await resubmit('not-an-id', p.user.token)).statusCode).toBe(400);
  });
});
