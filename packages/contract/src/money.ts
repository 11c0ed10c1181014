import { CURRENCY, FILS_PER_BHD, INFORMATION_REQUEST_PRICE_FILS, VAT_PERCENT } from './constants';
import type { Locale } from './locales';
import { MONEY_MAX_BHD } from './limits';

// Money is stored and computed as integer fils (1 BHD = 1000 fils) and only turned into BHD at the
// edges (JSON numbers, display). Integer arithmetic makes the spec's "round to 2 decimals" and
// "floor to 2 decimals" exact, so the API, the cart panel and the order page agree to the fils.

export type BhdDecimals = 2 | 3;

/** One hundredth of a dinar is 10 fils: rounding to 2 decimals means rounding to a multiple of it. */
const FILS_PER_CENT = FILS_PER_BHD / 100;

/** Rounds half away from zero to the nearest multiple of `step` (both integers). */
function roundToStep(value: number, step: number): number {
  const rounded = Math.round(Math.abs(value) / step) * step;
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

function assertFils(fils: number, caller: string): void {
  if (!Number.isSafeInteger(fils)) {
    throw new RangeError(`${caller}: fils must be a safe integer, got ${String(fils)}`);
  }
}

/** Converts BHD to fils, rounding half away from zero. Throws on NaN and ±Infinity. */
export function bhdToFils(bhd: number): number {
  if (!Number.isFinite(bhd)) throw new RangeError(`bhdToFils: expected a finite number, got ${bhd}`);
  // toPrecision(15) strips binary noise first: 1.0005 * 1000 is 1000.4999999999999 in floats.
  const scaled = Number((Math.abs(bhd) * FILS_PER_BHD).toPrecision(15));
  const fils = Math.round(scaled);
  assertFils(fils, 'bhdToFils');
  return bhd < 0 && fils !== 0 ? -fils : fils;
}

/** MONEY_MAX_BHD in fils (1e9): the most any request may carry. */
export const MONEY_MAX_FILS = MONEY_MAX_BHD * FILS_PER_BHD;

/**
 * Fils of an amount a request sent, or null when it is not a finite amount from 0 to MONEY_MAX_BHD.
 * Never throws: callers answer 400 instead of failing on bhdToFils' RangeError.
 */
export function requestAmountToFils(bhd: unknown): number | null {
  if (typeof bhd !== 'number' || !Number.isFinite(bhd) || bhd < 0 || bhd > MONEY_MAX_BHD) return null;
  return bhdToFils(bhd);
}

export function filsToBhd(fils: number): number {
  assertFils(fils, 'filsToBhd');
  return fils / FILS_PER_BHD;
}

/**
 * The currency after the amount: "BHD" in English (the spec's), "د.ب." in Arabic, as Bahraini
 * shops and banks write the dinar (docs/decisions/storefront.md).
 */
export const CURRENCY_LABEL: Record<Locale, string> = { en: CURRENCY, ar: 'د.ب.' };

/**
 * Formats fils as "12.500 BHD" ("12.500 د.ب." in Arabic, Latin digits). No thousands grouping: it
 * matches the `toFixed` output the spec describes ("3 decimals plus BHD"), reads the same in every
 * locale and stays easy to assert on. In right-to-left text the number needs isolating (MoneyText).
 */
export function formatFils(fils: number, decimals: BhdDecimals, locale: Locale = 'en'): string {
  assertFils(fils, 'formatFils');
  const rounded = roundToStep(fils, 10 ** (3 - decimals));
  const abs = Math.abs(rounded);
  const whole = Math.trunc(abs / FILS_PER_BHD);
  const fraction = String(abs % FILS_PER_BHD)
    .padStart(3, '0')
    .slice(0, decimals);
  return `${rounded < 0 ? '-' : ''}${whole}.${fraction} ${CURRENCY_LABEL[locale]}`;
}

/** Formats a BHD amount; goes through fils so 1.005 shows as "1.01 BHD", not toFixed's "1.00". */
export function formatBhd(amountBhd: number, decimals: BhdDecimals, locale: Locale = 'en'): string {
  return formatFils(bhdToFils(amountBhd), decimals, locale);
}

export interface OrderPricing {
  UnitPrice: number;
  Subtotal: number;
  Vat: number;
  Total: number;
  UnitPriceFils: number;
  SubtotalFils: number;
  VatFils: number;
  TotalFils: number;
}

/**
 * The spec's order price rule (section 9): each order line costs the unit base 0.9 BHD regardless of
 * quantity or reference price; subtotal = lines × 0.9 rounded to 2 decimals; VAT = 10% of the
 * subtotal floored to 2 decimals; total = subtotal + VAT.
 */
export function computeOrderPricing(lineCount: number): OrderPricing {
  if (!Number.isSafeInteger(lineCount) || lineCount < 0) {
    throw new RangeError(`computeOrderPricing: lineCount must be a non-negative integer, got ${lineCount}`);
  }
  const unitFils = INFORMATION_REQUEST_PRICE_FILS;
  const subtotalFils = roundToStep(lineCount * unitFils, FILS_PER_CENT);
  // floor(subtotal × rate) to a multiple of 10 fils, kept in integers: × percent / (100 × 10) × 10.
  const vatFils = Math.floor((subtotalFils * VAT_PERCENT) / (100 * FILS_PER_CENT)) * FILS_PER_CENT;
  const totalFils = subtotalFils + vatFils;
  return {
    UnitPrice: filsToBhd(unitFils),
    Subtotal: filsToBhd(subtotalFils),
    Vat: filsToBhd(vatFils),
    Total: filsToBhd(totalFils),
    UnitPriceFils: unitFils,
    SubtotalFils: subtotalFils,
    VatFils: vatFils,
    TotalFils: totalFils,
  };
}

/** The totals block of the cart panel and of the Cart response; "Cart Value" is the subtotal. */
export interface CartTotals {
  UnitPrice: number;
  CartValue: number;
  Vat: number;
  Total: number;
}

/** Same rule as orders, so the cart panel total is exactly what the order will charge. */
export function computeCartTotals(lineCount: number): CartTotals {
  const pricing = computeOrderPricing(lineCount);
  return {
    UnitPrice: pricing.UnitPrice,
    CartValue: pricing.Subtotal,
    Vat: pricing.Vat,
    Total: pricing.Total,
  };
}
