import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markVerified } from '../verification/testing';
import { account, addProvider, providerTestApp } from './testing';

// A rejected or deactivated provider must be able to read why (issue 16): the reason an admin gives
// with a state change is answered as StateReason to the provider and admins, never to the public.
describe('the reason for a provider state', () => {
  let ctx: Awaited<ReturnType<typeof providerTestApp>>;
  let counter = 0;
  beforeAll(async () => {
    ctx = await providerTestApp();
  });
  afterAll(() => ctx.t.close());

  const fresh = async (accState: 'pending' | 'active') => {
    counter += 1;
    const user = await account(ctx.app, `reason${counter}@example.bh`, 'provider');
    const id = await addProvider(ctx.app, user.userId, { businessName: `Reasoned ${counter}`, accState });
    await markVerified(ctx.app, id);
    return { id, user };
  };
  const setStatus = (id: string, AccState: string, Reason?: string) =>
    ctx.request('PATCH', `/api/Provider/${id}/status`, ctx.admin.token, { AccState, ...(Reason ? { Reason } : {}) });

  it('shows the rejection reason to the provider on the record and on the profile block', async () => {
    const p = await fresh('pending');
    const rejected = await setStatus(p.id, 'rejected', ' The CR number does not match ');
    expect(rejected.json()).toMatchObject({ AccState: 'rejected', StateReason: 'The CR number does not match' });

    const own = await ctx.request('GET', `/api/Provider/${p.id}`, p.user.token);
    expect(own.json()).toMatchObject({ AccState: 'rejected', StateReason: 'The CR number does not match' });
    const profile = await ctx.request('GET', `/api/Provider/user/${p.user.userId}`, p.user.token);
    expect(profile.statusCode).toBe(200);
    expect(profile.json().provider).toMatchObject({
      accState: 'rejected',
      stateReason: 'The CR number does not match',
    });
  });

  it('follows the latest change: a deactivation reason, then none after reactivation without one', async () => {
    const p = await fresh('active');
    await setStatus(p.id, 'inactive', 'Complaints under review');
    const profile = await ctx.request('GET', `/api/Provider/user/${p.user.userId}`, p.user.token);
    expect(profile.json().provider).toMatchObject({ accState: 'inactive', stateReason: 'Complaints under review' });
    expect((await ctx.request('GET', `/api/Provider/${p.id}`, ctx.admin.token)).json().StateReason).toBe(
      'Complaints under review',
    );

    await setStatus(p.id, 'active');
    const again = await ctx.request('GET', `/api/Provider/user/${p.user.userId}`, p.user.token);
    expect(again.json().provider).toMatchObject({ accState: 'active', stateReason: null });
  });

  it('is null for a provider that never had a reason, and never shown to the public', async () => {
    const p = await fresh('pending');
    expect((await ctx.request('GET', `/api/Provider/${p.id}`, p.user.token)).json().StateReason).toBeNull();
    await setStatus(p.id, 'active', 'Documents checked by Salman');
    expect((await ctx.request('GET', `/api/Provider/${p.id}`, p.user.token)).json().StateReason).toBe(
      'Documents checked by Salman',
    );
    expect((await ctx.request('GET', `/api/Provider/${p.id}`)).json().StateReason).toBeNull();
    expect((await ctx.request('GET', `/api/Provider/${p.id}`, ctx.customer.token)).json().StateReason).toBeNull();
    const list = await ctx.request('GET', `/api/Provider/providers?Search=Reasoned`);
    const publicRow = list.json().Items.find((row: { ProviderId: string }) => row.ProviderId === p.id);
    expect(publicRow).toMatchObject({ StateReason: null });
  });
});
