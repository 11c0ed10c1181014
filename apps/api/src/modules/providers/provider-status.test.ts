import { and, eq } from 'drizzle-orm';
import { illegalProviderTransition, type ProviderAccountState } from '@marketplace/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, providers } from '../../db/schema/index';
import { latestMail, mailCount } from '../../../test/account-helpers';
import { markVerified } from '../verification/testing';
import { account, addProvider, providerTestApp } from './testing';

describe('provider account status', () => {
  let ctx: Awaited<ReturnType<typeof providerTestApp>>;
  let counter = 0;
  beforeAll(async () => {
    ctx = await providerTestApp();
  });
  afterAll(() => ctx.t.close());
  /** A fresh provider in `state`, so each case starts from a known row. */
  const fresh = async (state: ProviderAccountState) => {
    counter += 1;
    const email = `p${counter}@example.bh`;
    const user = await account(ctx.app, email, 'provider');
    const id = await addProvider(ctx.app, user.userId, { businessName: `Business ${counter}`, accState: state });
    // Approval needs accepted documents (issue 38; the gate itself: verification.test.ts).
    await markVerified(ctx.app, id);
    return { id, email, user };
  };
  const audits = (id: string) => ctx.app.db.select().from(auditLog).where(eq(auditLog.targetId, id));
  const stored = async (id: string) => (await ctx.app.db.select().from(providers).where(eq(providers.id, id)))[0]!;

  const allowed = [
    ['pending', 'active', 'provider.approve', 'Your business is approved'],
    ['pending', 'rejected', 'provider.reject', 'Your business application was not approved'],
    ['active', 'inactive', 'provider.deactivate', 'Your business has been deactivated'],
    ['inactive', 'active', 'provider.reactivate', 'Your business is active again'],
    ['rejected', 'active', 'provider.approve', 'Your business is approved'],
  ] as const;

  it.each(allowed)(
    'PATCH %s -> %s writes the state, the reason, an audit row and a mail',
    async (from, to, action, subject) => {
      const p = await fresh(from);
      const res = await ctx.request('PATCH', `/api/Provider/${p.id}/status`, ctx.admin.token, {
        AccState: to,
        Reason: ' Checked the CR ',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ AccState: to, ModifiedBy: ctx.admin.userId });
      expect(await stored(p.id)).toMatchObject({ accState: to, stateReason: 'Checked the CR' });
      const [entry, ...more] = await audits(p.id);
      expect(more).toEqual([]);
      expect(entry).toMatchObject({
        action,
        actorUserId: ctx.admin.userId,
        targetType: 'provider',
        before: { AccState: from, StateReason: null },
        after: { AccState: to, StateReason: 'Checked the CR' },
        reason: 'Checked the CR',
      });
      const mail = (await latestMail(ctx.app, p.email, '/provider-dashboard'))!;
      expect(mail.mail.subject).toBe(subject);
      expect(mail.mail.textBody).toContain('Reason: Checked the CR');
      expect(mail.link?.pathname).toBe('/provider-dashboard');
    },
  );

  it.each(allowed)('PUT with AccState %s -> %s does the same without a reason', async (from, to, action) => {
    const p = await fresh(from);
    const res = await ctx.request('PUT', `/api/Provider/${p.id}`, ctx.admin.token, {
      AccState: to,
      ContactName: 'Admin set',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ AccState: to, ContactName: 'Admin set' });
    expect((await audits(p.id)).map((a) => a.action)).toEqual([action]);
    expect(await mailCount(ctx.app, p.email)).toBe(1);
  });

  const illegal = [
    ['pending', 'inactive'],
    ['active', 'pending'],
    ['active', 'rejected'],
    ['inactive', 'rejected'],
    ['inactive', 'pending'],
    ['rejected', 'inactive'],
    ['rejected', 'pending'],
  ] as const;

  it.each(illegal)('refuses %s -> %s with 409 and changes nothing', async (from, to) => {
    const p = await fresh(from);
    for (const [method, url] of [
      ['PATCH', `/api/Provider/${p.id}/status`],
      ['PUT', `/api/Provider/${p.id}`],
    ] as const) {
      const res = await ctx.request(method, url, ctx.admin.token, {
        AccState: to,
        ...(method === 'PUT' ? { BusinessName: 'Renamed' } : {}),
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().Message).toBe(illegalProviderTransition(from, to));
    }
    expect(await stored(p.id)).toMatchObject({ accState: from, businessName: expect.stringMatching(/^Business/) });
    expect(await audits(p.id)).toEqual([]);
    expect(await mailCount(ctx.app, p.email)).toBe(0);
  });

  it('treats the current state as no change: no audit row, no mail', async () => {
    const p = await fresh('active');
    const res = await ctx.request('PATCH', `/api/Provider/${p.id}/status`, ctx.admin.token, { AccState: 'active' });
    expect(res.statusCode).toBe(200);
    expect(await audits(p.id)).toEqual([]);
    expect(await mailCount(ctx.app, p.email)).toBe(0);
  });

  it('lets only admins use PATCH, and answers 404 for an unknown provider and 400 for a bad state', async () => {
    const p = await fresh('pending');
    expect(
      (await ctx.request('PATCH', `/api/Provider/${p.id}/status`, p.user.token, { AccState: 'active' })).statusCode,
    ).toBe(403);
    expect(
      (await ctx.request('PATCH', `/api/Provider/${p.id}/status`, ctx.customer.token, { AccState: 'active' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await ctx.request('PATCH', `/api/Provider/${p.id}/status`, undefined, { AccState: 'active' })).statusCode,
    ).toBe(401);
    const unknown = '/api/Provider/00000000-0000-4000-8000-000000000000/status';
    expect((await ctx.request('PATCH', unknown, ctx.admin.token, { AccState: 'active' })).statusCode).toBe(404);
    expect(
      (await ctx.request('PATCH', `/api/Provider/${p.id}/status`, ctx.admin.token, { AccState: 'banned' })).statusCode,
    ).toBe(400);
    const rows = await ctx.app.db
      .select()
      .from(providers)
      .where(and(eq(providers.id, p.id), eq(providers.accState, 'pending')));
    expect(rows).toHaveLength(1);
  });
});
