import { DEFAULT_TIMEZONE } from '@marketplace/contract';

// Dates as a customer in Bahrain reads them, whatever the device's own time zone.
const LONG_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: DEFAULT_TIMEZONE });

/** 'Placed on' of the order detail (spec 2.5: a long English date), e.g. "March 5, 2026". */
export function formatLongDate(iso: string): string {
  return LONG_DATE.format(new Date(iso));
}
