/** Bahrain keeps UTC+3 all year (no daylight saving), so its calendar needs no time-zone database. */
const BAHRAIN_OFFSET_MS = 3 * 60 * 60 * 1000;

/** The instant the current Asia/Bahrain calendar month began. */
export function bahrainMonthStart(now: Date = new Date()): Date {
  const local = new Date(now.getTime() + BAHRAIN_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - BAHRAIN_OFFSET_MS);
}
