// One way of writing dates across the back office, whatever the browser's locale: "24 Nov 2026"
// and "24 Nov 2026, 14:05", in Bahrain's time (the marketplace's, spec 1), so two admins in
// different countries read the same day for the same order.

const TIME_ZONE = 'Asia/Bahrain';
const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: TIME_ZONE });
const dayAndTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE });

const parsed = (value: unknown): Date | null => {
  if (typeof value !== 'string' && !(value instanceof Date)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** "24 Nov 2026"; '' for no or an unreadable date. */
export function formatDate(value: unknown): string {
  const date = parsed(value);
  return date ? day.format(date) : '';
}

/** "24 Nov 2026, 14:05"; '' for no or an unreadable date. */
export function formatDateTime(value: unknown): string {
  const date = parsed(value);
  return date ? dayAndTime.format(date) : '';
}
