import { DEFAULT_TIMEZONE } from '@marketplace/contract';

// A customer may pay and be refunded on the same day: the time tells those rows apart.
const DATE_TIME = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: DEFAULT_TIMEZONE,
});

/** "Mar 5, 2026, 1:00 PM" in Bahrain time, whatever the device's own zone. */
export function formatDateTime(iso: string): string {
  return DATE_TIME.format(new Date(iso));
}
