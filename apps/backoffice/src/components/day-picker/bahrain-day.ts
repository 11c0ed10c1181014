import { BAHRAIN_UTC_OFFSET_MS } from '@marketplace/contract';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';

// A date filter picks a calendar day, which the API reads as that whole day in Bahrain
// (data-provider/paging.ts dateBound). The picker holds the day as a local Date at midnight: its
// year, month and day are the day's, whatever the browser's time zone.

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** '2026-11-29' as the local midnight the picker shows; null for no or an unreadable day. */
export function dateOfDay(day: unknown): Date | null {
  const match = typeof day === 'string' ? DAY.exec(day) : null;
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return date.getDate() === Number(match[3]) ? date : null;
}

/** The day a picked date stands for, '2026-11-29'; '' for none or an unfinished entry. */
export function dayOfDate(date: Date | null): string {
  if (!date || Number.isNaN(date.getTime())) return '';
  const pad = (value: number, digits = 2) => String(value).padStart(digits, '0');
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Today in Bahrain, as a local date with Bahrain's year, month and day (and the current time). */
export function bahrainToday(now = new Date()): Date {
  const bahrain = new Date(now.getTime() + BAHRAIN_UTC_OFFSET_MS);
  const today = new Date(now);
  today.setFullYear(bahrain.getUTCFullYear(), bahrain.getUTCMonth(), bahrain.getUTCDate());
  return today;
}

/**
 * date-fns's adapter with Bahrain's today: the calendar marks it and opens on its month, so an
 * admin abroad after midnight their time sees the same "today" as the marketplace.
 */
export class BahrainDayAdapter extends AdapterDateFns {
  constructor(...args: ConstructorParameters<typeof AdapterDateFns>) {
    super(...args);
    const date = this.date;
    // The adapter's builder is generic over its argument; today is the one case it gets none.
    this.date = (<T extends string | null | undefined>(value?: T) =>
      value === undefined ? bahrainToday() : date(value)) as typeof date;
  }
}
