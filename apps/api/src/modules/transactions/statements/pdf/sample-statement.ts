import type { ProviderStatement, StatementEarning, StatementPayout } from '@marketplace/contract';

// Statements for the renderer's tests (and for looking at: STATEMENT_PDF_SAMPLES=dir keeps the
// PDFs the tests render). Amounts add up as the statement service adds them, in fils: 10%
// commission per earning, the totals their sums, closing = opening + net - paid out.

const ITEMS: readonly [en: string, ar: string, priceFils: number][] = [
  ['Deep home cleaning (3 hours)', 'تنظيف عميق للمنزل (3 ساعات)', 25_000],
  ['AC maintenance, split unit', 'صيانة مكيف سبليت', 12_500],
  // A provider who named the item in English only.
  ['Sofa shampoo, three seats', '', 18_750],
];

const DAY_MS = 24 * 60 * 60 * 1000;
/** 1 November 2026, 00:00 in Bahrain (UTC+3). */
const MONTH_START = Date.UTC(2026, 10, 1) - 3 * 60 * 60 * 1000;
const bhd = (fils: number) => fils / 1000;
const uuid = (kind: number, index: number) =>
  `00000000-0000-4000-8000-${String(kind).padStart(4, '0')}${String(index).padStart(8, '0')}`;

/** The `index`th of `count` earnings: items in turn, spread over the month's days, oldest first. */
export function sampleEarning(index: number, count: number): StatementEarning {
  const [name, nameAr, priceFils] = ITEMS[index % ITEMS.length]!;
  const commissionFils = Math.round(priceFils / 10);
  const day = Math.floor((index * 30) / count);
  return {
    TransactionId: uuid(1, index),
    // From 10:00 in Bahrain, a minute apart.
    Date: new Date(MONTH_START + day * DAY_MS + 10 * 60 * 60 * 1000 + index * 60_000).toISOString(),
    ReferenceNumber: `TXN-2026-${String(index + 1).padStart(6, '0')}`,
    OrderNumber: `ORD-202611${String(day + 1).padStart(2, '0')}-${String(index + 1).padStart(4, '0')}`,
    ItemName: name,
    ItemNameAr: nameAr,
    Amount: bhd(priceFils),
    CommissionRate: 10,
    Commission: bhd(commissionFils),
    Net: bhd(priceFils - commissionFils),
  };
}

/** The `index`th payout of the month, paid at noon on the 15th, the 22nd, the 29th. */
export function samplePayout(index: number, amountFils: number): StatementPayout {
  return {
    TransactionId: uuid(2, index),
    Date: new Date(MONTH_START + (14 + index * 7) * DAY_MS + 12 * 60 * 60 * 1000).toISOString(),
    ReferenceNumber: `PAY-2026-${String(index + 1).padStart(6, '0')}`,
    Amount: bhd(amountFils),
  };
}

export interface SampleOptions {
  earnings?: number;
  payouts?: readonly number[];
  openingFils?: number;
  isOpen?: boolean;
}

/** November 2026 of "Pearl Home Services", with these earnings and payouts (in fils). */
export function sampleStatement({
  earnings = 5,
  payouts = [40_000],
  openingFils = 12_345,
  isOpen = false,
}: SampleOptions = {}): ProviderStatement {
  const lines = Array.from({ length: earnings }, (_, index) => sampleEarning(index, earnings));
  const sum = (values: number[]) => values.reduce((total, value) => total + Math.round(value * 1000), 0);
  const grossFils = sum(lines.map((line) => line.Amount));
  const commissionFils = sum(lines.map((line) => line.Commission));
  const netFils = grossFils - commissionFils;
  const paidOutFils = payouts.reduce((total, fils) => total + fils, 0);
  return {
    ProviderId: '11111111-1111-4111-8111-111111111111',
    BusinessName: 'Pearl Home Services W.L.L.',
    BusinessNameAr: 'اللؤلؤة للخدمات المنزلية ذ.م.م.',
    Month: '2026-11',
    From: '2026-11-01',
    To: '2026-11-30',
    IsOpen: isOpen,
    OpeningBalance: bhd(openingFils),
    Earnings: lines,
    Payouts: payouts.map((fils, index) => samplePayout(index, fils)),
    Totals: { Gross: bhd(grossFils), Commission: bhd(commissionFils), Net: bhd(netFils), PaidOut: bhd(paidOutFils) },
    ClosingBalance: bhd(openingFils + netFils - paidOutFils),
    // 1 December 2026, 09:00 in Bahrain.
    GeneratedAt: '2026-12-01T06:00:00.000Z',
  };
}
