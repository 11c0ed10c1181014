import type { ProviderTransaction } from '@marketplace/contract';
import { describe, expect, it } from 'vitest';
import { bahrainDay, bucketFor, earningsSeries, previousRange } from './earnings-series';

let n = 0;
const earning = (
  CreatedAt: string,
  NetAmount: number,
  extra: Partial<ProviderTransaction> = {},
): ProviderTransaction => ({
  TransactionId: `00000000-0000-4000-8000-${String((n += 1)).padStart(12, '0')}`,
  OrderId: null,
  Type: 'earning',
  Status: 'completed',
  Amount: NetAmount,
  Fees: 0,
  NetAmount,
  CommissionRate: 10,
  PaymentMethod: 'card',
  ReferenceNumber: 'R',
  Description: '',
  CreatedAt,
  ...extra,
});

describe('earnings series', () => {
  it("counts an instant on Bahrain's day (UTC+3)", () => {
    expect(bahrainDay('2026-11-24T20:59:59.000Z')).toBe('2026-11-24');
    expect(bahrainDay('2026-11-24T21:00:00.000Z')).toBe('2026-11-25');
  });

  it('compares a range with the same number of days just before it', () => {
    expect(previousRange({ from: '2026-11-01', to: '2026-11-30' })).toEqual({ from: '2026-10-02', to: '2026-10-31' });
    expect(previousRange({ from: '2026-03-01', to: '2026-03-01' })).toEqual({ from: '2026-02-28', to: '2026-02-28' });
  });

  it('uses days up to a month, weeks up to half a year and months beyond', () => {
    expect(bucketFor({ from: '2026-11-01', to: '2026-11-30' })).toBe('day');
    expect(bucketFor({ from: '2026-06-01', to: '2026-11-30' })).toBe('week');
    expect(bucketFor({ from: '2025-12-01', to: '2026-11-30' })).toBe('month');
  });

  it('sums net earnings per day beside the period before, leaving out failed and cancelled ones and payouts', () => {
    const series = earningsSeries(
      [
        earning('2026-11-03T08:00:00.000Z', 9),
        earning('2026-11-03T22:00:00.000Z', 4.5), // 4 Nov in Bahrain
        earning('2026-11-04T10:00:00.000Z', 0.1),
        earning('2026-11-04T11:00:00.000Z', 0.2),
        earning('2026-11-02T10:00:00.000Z', 7), // before the range: the previous period's last day
        earning('2026-11-04T10:00:00.000Z', 50, { Status: 'failed' }),
        earning('2026-11-04T10:00:00.000Z', 60, { Status: 'cancelled' }),
        earning('2026-11-04T10:00:00.000Z', 70, { Type: 'payout' }),
      ],
      { from: '2026-11-03', to: '2026-11-04' },
    );
    expect(series.labels).toEqual(['3 Nov', '4 Nov']);
    expect(series.current).toEqual([9, 4.8]);
    expect(series.previous).toEqual([0, 7]);
    expect(series.totalCurrent).toBe(13.8);
    expect(series.totalPrevious).toBe(7);
  });

  it('lines months up with the period before and keeps its whole total', () => {
    const series = earningsSeries(
      [
        earning('2026-03-20T10:00:00.000Z', 5),
        earning('2025-08-28T10:00:00.000Z', 2),
        earning('2026-03-10T10:00:00.000Z', 3),
      ],
      { from: '2026-03-15', to: '2026-09-30' },
    );
    expect(series.bucket).toBe('month');
    expect(series.labels[0]).toBe('Mar 2026');
    expect(series.labels).toHaveLength(7);
    expect(series.current[0]).toBe(5);
    expect(series.previous).toHaveLength(7);
    expect(series.totalPrevious).toBe(5);
  });
  it("names the buckets' months as given (the chart's Arabic ones), a week by its first day", () => {
    const arabic = [
      'يناير',
      'فبراير',
      'مارس',
      'أبريل',
      'مايو',
      'يونيو',
      'يوليو',
      'أغسطس',
      'سبتمبر',
      'أكتوبر',
      'نوفمبر',
      'ديسمبر',
    ];
    expect(earningsSeries([], { from: '2026-11-03', to: '2026-11-04' }, arabic).labels).toEqual([
      '3 نوفمبر',
      '4 نوفمبر',
    ]);
    expect(earningsSeries([], { from: '2026-03-15', to: '2026-09-30' }, arabic).labels[0]).toBe('مارس 2026');
    expect(earningsSeries([], { from: '2026-06-01', to: '2026-11-30' }).labels.slice(0, 2)).toEqual(['1 Jun', '8 Jun']);
  });
});
