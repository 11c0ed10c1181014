import { PROVIDER_STATEMENT_MESSAGES, UTF8_BOM } from '@marketplace/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems } from '../../../db/schema/index';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { providerWithToken, userWithToken } from '../../service-items/testing';
import { bahrainMonthOf, monthLabel } from '../../../lib/bahrain-calendar';
import { addOrder, addTransaction, send } from '../testing';

// A provider's monthly statement (issue 36): October 2026 in Bahrain time, from the money rows
// around it. Bahrain is UTC+3, so October begins on 30 September at 21:00 UTC.

type Headers = Record<string, string>;
const utc = (iso: string) => new Date(iso);

describe('provider monthly statements', () => {
  let t: TestApp;
  let providerId: string;
  const who: Record<string, Headers> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const app = t.app;
    const pipes = await providerWithToken(app, 'active', 'Manama Pipes');
    const other = await providerWithToken(app, 'active', 'Riffa Cleaners');
    const customer = await userWithToken(app, 'customer');
    const admin = await userWithToken(app, 'admin');
    Object.assign(who, {
      owner: pipes.headers,
      other: other.headers,
      customer: customer.headers,
      admin: admin.headers,
    });
    providerId = pipes.provider.id;
    const { order, items } = await addOrder(app, customer.user.id, [
      { providerId, name: 'Leak repair', status: 'Completed', unitPriceFils: 2000 },
      { providerId, name: 'Deep clean', status: 'Completed', unitPriceFils: 1500 },
    ]);
    await app.db.update(orderItems).set({ nameAr: 'تنظيف عميق' }).where(eq(orderItems.id, items[1]!.id));
    const earning = (fils: number, itemId: string | undefined, at: string, owner = providerId) =>
      addTransaction(
        app,
        {
          type: 'earning',
          amountFils: fils,
          feeFils: fils / 10,
          netFils: fils - fils / 10,
          commissionRateBp: 1000,
          providerId: owner,
          orderId: order.id,
          ...(itemId ? { orderItemId: itemId } : {}),
        },
        utc(at),
      );
    const payout = (fils: number, status: 'completed' | 'pending' | 'cancelled', requested: string, decided?: string) =>
      addTransaction(
        app,
        {
          type: 'payout',
          status,
          amountFils: fils,
          providerId,
          ...(decided ? { modifiedAt: utc(decided) } : {}),
        },
        utc(requested),
      );
    // September, Bahrain time: the opening balance. 5.000 earned (4.500 net), 1.000 paid out.
    await earning(5000, undefined, '2026-09-10T09:00:00Z');
    await earning(1000, undefined, '2026-09-30T20:59:59Z', other.provider.id);
    await payout(1000, 'completed', '2026-09-20T09:00:00Z', '2026-09-25T09:00:00Z');
    // October: two earnings (the first in its first minutes), a payout asked in September and paid
    // on 5 October; a pending and a rejected request move no money.
    await earning(2000, items[0]!.id, '2026-09-30T21:00:30Z');
    await earning(1500, items[1]!.id, '2026-10-15T09:00:00Z');
    await payout(2000, 'completed', '2026-09-28T09:00:00Z', '2026-10-05T09:00:00Z');
    await payout(500, 'pending', '2026-10-20T09:00:00Z');
    await payout(700, 'cancelled', '2026-10-21T09:00:00Z', '2026-10-22T09:00:00Z');
    // November in Bahrain, though still 31 October in UTC.
    await earning(3000, undefined, '2026-10-31T21:00:00Z');
  });
  afterAll(() => t.close());

  const url = (suffix: string, month: string, id = providerId) =>
    `/api/Transaction/provider/${id}/statement${suffix}?month=${month}`;

  it('adds up the month: opening balance, earnings with commission, payouts paid, closing balance', async () => {
    const answer = await send(t.app, 'GET', url('', '2026-10'), who.owner);
    expect(answer.statusCode).toBe(200);
    const statement = answer.json();
    expect(statement).toMatchObject({
      ProviderId: providerId,
      BusinessName: 'Manama Pipes',
      Month: '2026-10',
      From: '2026-10-01',
      To: '2026-10-31',
      IsOpen: false,
      OpeningBalance: 3.5,
      Totals: { Gross: 3.5, Commission: 0.35, Net: 3.15, PaidOut: 2 },
      ClosingBalance: 4.65,
    });
    expect(statement.Earnings).toMatchObject([
      { ItemName: 'Leak repair', Amount: 2, CommissionRate: 10, Commission: 0.2, Net: 1.8 },
      { ItemName: 'Deep clean', ItemNameAr: 'تنظيف عميق', Amount: 1.5, Commission: 0.15, Net: 1.35 },
    ]);
    expect(statement.Earnings[0].OrderNumber).toMatch(/^[0-9A-F]{8}$/);
    expect(statement.Payouts).toMatchObject([{ Amount: 2, Date: '2026-10-05T09:00:00.000Z' }]);
  });

  it('carries the closing balance into the next month, which is empty but for the November earning', async () => {
    const november = (await send(t.app, 'GET', url('', '2026-11'), who.admin)).json();
    expect(november).toMatchObject({ OpeningBalance: 4.65, Totals: { Net: 2.7, PaidOut: 0 }, ClosingBalance: 7.35 });
    const before = (await send(t.app, 'GET', url('', '2026-08'), who.owner)).json();
    expect(before).toMatchObject({ OpeningBalance: 0, Earnings: [], Payouts: [], ClosingBalance: 0 });
  });

  it('marks the current month open and refuses a month that has not begun or is not a month', async () => {
    const now = bahrainMonthOf(new Date());
    const current = (await send(t.app, 'GET', url('', monthLabel(now)), who.owner)).json();
    expect(current.IsOpen).toBe(true);
    const next = monthLabel(now.month === 12 ? { year: now.year + 1, month: 1 } : { ...now, month: now.month + 1 });
    const future = await send(t.app, 'GET', url('', next), who.owner);
    expect(future.statusCode).toBe(400);
    expect(future.json().Message).toBe(PROVIDER_STATEMENT_MESSAGES.monthNotBegun);
    for (const month of ['2026-13', '26-10', '1999-12', '2026-10-01', '']) {
      const bad = await send(t.app, 'GET', url('/csv', month), who.owner);
      expect(bad.statusCode, month).toBe(400);
    }
  });

  it('shows a business its own statement only', async () => {
    expect((await send(t.app, 'GET', url('', '2026-10'), who.other)).statusCode).toBe(403);
    expect((await send(t.app, 'GET', url('/pdf', '2026-10'), who.customer)).statusCode).toBe(403);
    expect((await send(t.app, 'GET', url('/csv', '2026-10'), undefined)).statusCode).toBe(401);
  });

  it('writes the month as CSV with a running balance, headers and entries in the reader’s language', async () => {
    const english = await send(t.app, 'GET', url('/csv', '2026-10'), who.owner);
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(english.headers['content-disposition']).toBe('attachment; filename="statement-2026-10.csv"');
    expect(english.body.startsWith(UTF8_BOM)).toBe(true);
    const lines = english.body.slice(1).split('\r\n');
    expect(lines[0]).toBe('Date,Entry,Reference,Order,Item,Amount (BHD),Commission (BHD),Change (BHD),Balance (BHD)');
    const cells = lines.slice(1).map((line) => line.split(','));
    expect(cells.map((row) => [row[0], row[1], row[7], row[8]])).toEqual([
      ['2026-10-01', 'Opening balance', '', '3.500'],
      ['2026-10-01', 'Earning', '1.800', '5.300'],
      ['2026-10-05', 'Payout', '-2.000', '3.300'],
      ['2026-10-15', 'Earning', '1.350', '4.650'],
      ['2026-10-31', 'Closing balance', '', '4.650'],
    ]);
    const arabic = await send(t.app, 'GET', url('/csv', '2026-10'), { ...who.owner, 'accept-language': 'ar' });
    const arabicLines = arabic.body.slice(1).split('\r\n');
    expect(arabicLines[0]!.split(',')[0]).toBe('التاريخ');
    expect(arabicLines[4]).toContain('تنظيف عميق');
    expect(arabicLines[1]).toContain('الرصيد الافتتاحي');
    // The back office asks its messages in English and the file in the reader's language.
    const asked = await send(t.app, 'GET', `${url('/csv', '2026-10')}&lang=ar`, {
      ...who.owner,
      'accept-language': 'en',
    });
    expect(asked.body.slice(1).split('\r\n')[0]!.split(',')[0]).toBe('التاريخ');
  });

  it('gives the month as a PDF to keep', async () => {
    const pdf = await send(t.app, 'GET', url('/pdf', '2026-10'), who.owner);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="statement-2026-10.pdf"');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
