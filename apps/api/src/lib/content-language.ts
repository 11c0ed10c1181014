import type { Locale } from '@marketplace/contract';

// Content people wrote in two languages (issue 33): categories, listings and business profiles
// carry an English text and, when someone wrote one, an Arabic one. On the wire each such field
// `X` (Name, CategoryName, BusinessDescription, ...) has its Arabic beside it as `XAr` ('' when
// none). Mappers fill both; this decides, in one place for every route, what a reader of Arabic
// gets in `X`: its Arabic where written, else the English. `XAr` stays as written either way.

const ARABIC = 'Ar';

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
};

/** The answer as a reader of Arabic gets it (a copy; the cached original is never changed). */
export function contentInArabic(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(contentInArabic);
  if (!isPlainObject(value)) return value;
  const result: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) result[key] = contentInArabic(field);
  for (const [key, field] of Object.entries(result)) {
    const arabic = result[key + ARABIC];
    if (typeof field === 'string' && typeof arabic === 'string' && arabic.trim() !== '') result[key] = arabic;
  }
  return result;
}

/** The answer in `locale`: English answers go out as the mappers made them. */
export function contentIn(locale: Locale, value: unknown): unknown {
  return locale === 'ar' ? contentInArabic(value) : value;
}
