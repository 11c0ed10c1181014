import { BANK_DETAILS_MESSAGES, PAYOUT_ERRORS, formatBhd } from '@marketplace/contract';
import type { DataProvider } from 'react-admin';
import { beforeAll, describe, expect, it } from 'vitest';
import { withRealApi } from '@/testing/real-api';
import { failure, providerPortal } from '@/testing/real-api-portals';

// The provider's earnings and payouts against the real API on the demo marketplace, signed in as
// the demo provider the way the app is.

const all = {
  pagination: { page: 1, perPage: 1000 },
  sort: { field: 'CreatedAt', order: 'DESC' as const },
  filter: {},
};

describe("the provider's earnings and payouts against the real API", () => {
  const server = withRealApi();
  let dp: DataProvider;
  beforeAll(async () => {
    dp = (await providerPortal(server.real, 'provider@marketplace.test')).dataProvider;
  }, 30_000);

  it('lists earnings with gross, commission and net per item, and filters whole days', async () => {
    const { data, total } = await dp.getList('earnings', all);
    expect(total).toBe(data.length);
    expect(total).toBeGreaterThan(0);
    for (const row of data) {
      expect(row.Type).toBe('earning');
      expect(row.NetAmount).toBeCloseTo(row.Amount - row.Fees, 3);
      expect(row.OrderNumber).toMatch(/^[0-9A-F]{8}$/);
      expect(row.Description).toContain(row.ItemName);
    }
    const day = new Date(Date.parse(data[0]!.CreatedAt) + 3 * 3_600_000).toISOString().slice(0, 10);
    const oneDay = await dp.getList('earnings', { ...all, filter: { from: day, to: day } });
    expect(oneDay.total).toBeGreaterThan(0);
    expect(oneDay.total).toBeLessThanOrEqual(total!);
    expect(oneDay.data.map((row) => row.id)).toEqual(
      data
        .filter((row) => new Date(Date.parse(row.CreatedAt) + 3 * 3_600_000).toISOString().startsWith(day))
        .map((row) => row.id),
    );
    const paged = await dp.getList('earnings', { ...all, pagination: { page: 2, perPage: 1 } });
    expect([paged.total, paged.data[0]?.id]).toEqual([total, data[1]?.id]);
  });

  /** The demo provider's earnings are all paid out: completing an open item earns some more. */
  async function completeOneItem() {
    const orders = await dp.getList('orders', { ...all, pagination: { page: 1, perPage: 100 } });
    const steps: Record<string, string[]> = {
      Pending: ['confirm', 'start', 'complete'],
      Confirmed: ['start', 'complete'],
      InProgress: ['complete'],
    };
    for (const order of orders.data)
      for (const item of order.OrderItems as { OrderItemId: string; Status: string; UnitPrice: number }[])
        if (steps[item.Status] && item.UnitPrice > 0.5) {
          for (const Action of steps[item.Status]!)
            await dp.update('orders', {
              id: order.id,
              data: { Action, OrderItemId: item.OrderItemId },
              previousData: order,
            });
          return;
        }
    throw new Error('The demo provider has no open item to complete.');
  }

  it('reads the saved bank details masked, refuses a bad IBAN, saves a valid one, then books a request', async () => {
    // The demo provider has been paid out before, so its bank details are on file (the seed);
    // a payout without them is refused by the API (apps/api payouts.test.ts).
    const before = await dp.getOne('payouts', { id: 'bank-details' });
    expect(before.data).toMatchObject({ id: 'bank-details', Saved: true, IbanMasked: expect.stringMatching(/^•••• /) });
    const bad = { AccountHolder: 'Demo', BankName: 'BBK', Iban: 'BH68BMAG00001299123456' };
    expect(await failure(dp.update('payouts', { id: 'bank-details', data: bad, previousData: before.data }))).toEqual({
      status: 400,
      message: BANK_DETAILS_MESSAGES.ibanInvalid,
    });
    const saved = await dp.update('payouts', {
      id: 'bank-details',
      data: { ...bad, Iban: 'bh63 nbob 1234 5678 9012 34' },
      previousData: before.data,
    });
    expect(saved.data).toMatchObject({
      id: 'bank-details',
      Saved: true,
      Iban: 'BH63NBOB12345678901234',
      IbanMasked: '•••• 1234',
    });
    await completeOneItem();
    const balance = (await dp.getOne('payouts', { id: 'balance' })).data;
    expect(balance.AvailableBalance).toBeGreaterThan(0.5);
    const over = await failure(dp.create('payouts', { data: { Amount: balance.AvailableBalance + 0.001 } }));
    expect(over).toEqual({ status: 409, message: PAYOUT_ERRORS.overBalance(formatBhd(balance.AvailableBalance, 3)) });
    const created = await dp.create('payouts', { data: { Amount: 0.5 } });
    expect(created.data).toMatchObject({ Amount: 0.5, Status: 'pending' });
    const history = await dp.getList('payouts', { ...all, filter: { Status: 'pending' } });
    expect(history.data[0]).toMatchObject({ id: created.data.id, Type: 'payout', Status: 'pending', Amount: 0.5 });
    const after = (await dp.getOne('payouts', { id: 'balance' })).data;
    expect(after.AvailableBalance).toBeCloseTo(balance.AvailableBalance - 0.5, 3);
    expect(after.PendingPayouts).toBeCloseTo(balance.PendingPayouts + 0.5, 3);
  });
});
