import {
  importTextTooLong,
  LISTING_IMPORT_MESSAGES,
  MULTI_LINE_TEXT_PATTERN,
  PRICE_MAX_BHD,
  QUANTITY_MAX,
  SINGLE_LINE_TEXT_PATTERN,
  type Availability,
} from '@marketplace/contract';

// One cell's rule each: the listing rules of the contract (limits, plain text, 3-decimal BHD,
// stock range) applied to CSV text. Each answers a value or a message, never throws.

export type Cell<T> = { ok: true; value: T } | { ok: false; message: string };
const ok = <T>(value: T): Cell<T> => ({ ok: true, value });
const fail = <T>(message: string): Cell<T> => ({ ok: false, message });

const SINGLE_LINE = new RegExp(SINGLE_LINE_TEXT_PATTERN);
const MULTI_LINE = new RegExp(MULTI_LINE_TEXT_PATTERN);
const AMOUNT = /^([0-9]+)(?:\.([0-9]{1,3}))?$/;
const WHOLE = /^[0-9]+$/;
const PRICE_MAX_FILS = PRICE_MAX_BHD * 1000;

/** Free text as the create call takes it: length and control characters judged on what was written. */
export function textCell(raw: string, maxLength: number, lines: 'single' | 'multi'): Cell<string> {
  if (raw.length > maxLength) return fail(importTextTooLong(maxLength));
  if (!(lines === 'single' ? SINGLE_LINE : MULTI_LINE).test(raw))
    return fail(LISTING_IMPORT_MESSAGES.controlCharacters);
  return ok(raw);
}

/** Fils from the decimal text itself, so no float ever rounds a price. */
export function priceCell(raw: string): Cell<number> {
  const match = AMOUNT.exec(raw.trim());
  if (!match) return fail(LISTING_IMPORT_MESSAGES.price);
  const [, whole = '', fraction = ''] = match;
  if (whole.replace(/^0+/, '').length > String(PRICE_MAX_BHD).length) return fail(LISTING_IMPORT_MESSAGES.priceMax);
  const fils = Number(whole) * 1000 + Number(fraction.padEnd(3, '0'));
  return fils > PRICE_MAX_FILS ? fail(LISTING_IMPORT_MESSAGES.priceMax) : ok(fils);
}

export function stockCell(raw: string): Cell<number> {
  const text = raw.trim();
  if (!WHOLE.test(text) || text.replace(/^0+/, '').length > String(QUANTITY_MAX).length) {
    return fail(LISTING_IMPORT_MESSAGES.stock);
  }
  const stock = Number(text);
  return stock > QUANTITY_MAX ? fail(LISTING_IMPORT_MESSAGES.stock) : ok(stock);
}

/** yes/no in any letter case; empty is null (the caller picks the default). */
export function availableCell(raw: string): Cell<Exclude<Availability, 'discontinued'> | null> {
  const text = raw.trim().toLowerCase();
  if (text === '') return ok(null);
  if (text === 'yes') return ok('available');
  if (text === 'no') return ok('unavailable');
  return fail(LISTING_IMPORT_MESSAGES.available);
}
