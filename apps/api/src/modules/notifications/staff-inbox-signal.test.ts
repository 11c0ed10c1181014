import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/account-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { providerWithToken, userWithToken } from '../service-items/testing';
import { addTransaction } from '../transactions/testing';
import { markVerified } from '../verification/testing';
import { listenOnLoopback, openStream, type OpenStream } from './testing';

// When one admin clears an inbox item, the other admins' open streams hear of it (an
// `unread-count` event without a new notification), so their menu badges can re-read the counts.

describe("other admins' streams when inbox work is done", () => {
  let t: TestApp;
  let live: OpenStream;
  let acting: Awaited<ReturnType<typeof userWithToken>>;

  beforeAll(async () => {
    t = await createTestApp();
    const baseUrl = await listenOnLoopback(t.app);
    acting = await userWithToken(t.app, 'admin');
    const watching = await userWithToken(t.app, 'superAdmin');
    const ticket = await call(t.app, {
      method: 'POST',
      url: '/api/Notification/stream-ticket',
      headers: watching.headers,
    });
    live = await openStream(baseUrl, `/api/Notification/stream?ticket=${ticket.json().Ticket}`);
    await live.waitFor((event) => event.event === 'unread-count');
  });
  afterAll(async () => {
    live.close();
    await t.close();
  });

  /** Runs `act` and expects a further unread-count event on the watching admin's stream. */
  async function expectSignal(act: () => Promise<{ statusCode: number }>) {
    const from = live.events.length;
    expect((await act()).statusCode).toBe(200);
    await live.waitFor((event) => event.event === 'unread-count', 2000, from);
    expect(live.events.slice(from).some((event) => event.event === 'notification')).toBe(false);
  }

  it('follows a pending provider approved, a payout rejected and a new inquiry taken up or deleted', async () => {
    const pending = await providerWithToken(t.app, 'pending', 'Hidd Doors');
    await markVerified(t.app, pending.provider.id);
    await expectSignal(() =>
      call(t.app, {
        method: 'PATCH',
        url: `/api/Provider/${pending.provider.id}/status`,
        headers: acting.headers,
        payload: { AccState: 'active' },
      }),
    );

    const payout = await addTransaction(t.app, {
      type: 'payout',
      status: 'pending',
      amountFils: 5000,
      providerId: pending.provider.id,
    });
    await expectSignal(() =>
      call(t.app, {
        method: 'PATCH',
        url: `/api/Payout/${payout.id}/reject`,
        headers: acting.headers,
        payload: { Reason: 'Wrong account' },
      }),
    );

    const message = { Name: 'Ali', Email: 'ali@example.bh', Subject: 'Hi', Message: 'Hello' };
    for (const change of ['status', 'delete'] as const) {
      const sent = await call(t.app, { method: 'POST', url: '/api/CustomerInquiry', payload: message });
      // The new inquiry itself notifies (admin.inquiry-new); wait for that before watching for the next signal.
      await live.waitFor((event) => event.event === 'notification' && event.data.includes(sent.json().InqId));
      await live.waitFor((event) => event.event === 'unread-count', 2000, live.events.length - 1);
      const id = sent.json().InqId as string;
      await expectSignal(() =>
        change === 'status'
          ? call(t.app, {
              method: 'PATCH',
              url: `/api/CustomerInquiry/${id}/status?status=in-progress`,
              headers: acting.headers,
            })
          : call(t.app, { method: 'DELETE', url: `/api/CustomerInquiry/${id}`, headers: acting.headers }),
      );
    }
  });
});
