import type { ProviderTransaction } from '@marketplace/contract';

// The earnings chart's figures, summed on the client from the provider's earning transactions
// (the API lists them, newest first; it has no per-period sums for a provider). Days are
// Bahrain's (UTC+3 all year, spec 1), so an earning at 22:00 UTC counts on the next day.

export type Bucket = 'day' | 'week' | 'month';

/** Inclusive range of Bahrain days, 'YYYY-MM-DD'. */
export interface DayRange {
  readonly from: string;
  readonly to: string;
}

const DAY_MS = 86_400_000;
const BAHRAIN_OFFSET_MS = 3 * 3_600_000;
/** The months' short English names; the chart passes those of the language on screen. */
export const MONTHS: readonly string[] = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

const dayNumber = (day: string) => Math.floor(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
const dayOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);
const monthNumber = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;

/** The Bahrain day of an instant. */
export const bahrainDay = (iso: string) => new Date(Date.parse(iso) + BAHRAIN_OFFSET_MS).toISOString().slice(0, 10);

/** The instant a Bahrain day starts: what "since" means when reading transactions. */
export const bahrainDayStart = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - BAHRAIN_OFFSET_MS).toISOString();

export const rangeDays = (range: DayRange) => dayNumber(range.to) - dayNumber(range.from) + 1;

/** The same number of days just before the range: the period it is compared with. */
export function previousRange(range: DayRange): DayRange {
  const start = dayNumber(range.from);
  return { from: dayOf(start - rangeDays(range)), to: dayOf(start - 1) };
}

/** Days up to a month, weeks up to half a year, months beyond: at most about 30 bars. */
export function bucketFor(range: DayRange): Bucket {
  const days = rangeDays(range);
  if (days <= 31) return 'day';
  if (days <= 184) return 'week';
  return 'month';
}

function bucketIndex(day: string, range: DayRange, bucket: Bucket): number {
  if (bucket === 'month') return monthNumber(day) - monthNumber(range.from);
  const diff = dayNumber(day) - dayNumber(range.from);
  return bucket === 'day' ? diff : Math.floor(diff / 7);
}

/** "3 Nov" for a day and for the week it starts (the chart says "Week of"), "Mar 2026" for a month. */
function label(range: DayRange, bucket: Bucket, index: number, months: readonly string[]): string {
  if (bucket === 'month') {
    const month = monthNumber(range.from) + index;
    return `${months[month % 12]} ${Math.floor(month / 12)}`;
  }
  const day = dayOf(dayNumber(range.from) + (bucket === 'day' ? index : index * 7));
  return `${Number(day.slice(8, 10))} ${months[Number(day.slice(5, 7)) - 1]}`;
}

/** Sums of the range's buckets; earnings that failed or were cancelled count for nothing. */
function sums(transactions: readonly ProviderTransaction[], range: DayRange, bucket: Bucket) {
  const size = bucketIndex(range.to, range, bucket) + 1;
  const values = new Array<number>(size).fill(0);
  for (const transaction of transactions) {
    if (transaction.Type !== 'earning' || transaction.Status === 'failed' || transaction.Status === 'cancelled') {
      continue;
    }
    const day = bahrainDay(transaction.CreatedAt);
    if (day < range.from || day > range.to) continue;
    const index = bucketIndex(day, range, bucket);
    values[index] = values[index]! + transaction.NetAmount;
  }
  return values.map((value) => Math.round(value * 1000) / 1000);
}

export interface EarningsSeries {
  readonly bucket: Bucket;
  readonly labels: string[];
  readonly current: number[];
  readonly previous: number[];
  readonly totalCurrent: number;
  readonly totalPrevious: number;
}

/** Net earnings per bucket of the range, beside the same buckets of the period before; `months` names the labels' months. */
export function earningsSeries(
  transactions: readonly ProviderTransaction[],
  range: DayRange,
  months: readonly string[] = MONTHS,
): EarningsSeries {
  const bucket = bucketFor(range);
  const size = bucketIndex(range.to, range, bucket) + 1;
  const current = sums(transactions, range, bucket);
  // Month bars of two equally long periods can differ by one (15 Mar-30 Sep is 7 months, the 200
  // days before it 8): the previous period's bars are cut or padded to line up, its total is whole.
  const previous = sums(transactions, previousRange(range), bucket);
  const total = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 1000) / 1000;
  return {
    bucket,
    labels: Array.from({ length: size }, (_, index) => label(range, bucket, index, months)),
    current,
    previous: Array.from({ length: size }, (_, index) => previous[index] ?? 0),
    totalCurrent: total(current),
    totalPrevious: total(previous),
  };
}
