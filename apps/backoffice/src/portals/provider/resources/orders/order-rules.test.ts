import { computeOrderPricing, type BookingStatus } from '@marketplace/contract';
import { BOOKING_STATUS_LABELS } from '@marketplace/ui';
import { describe, expect, it } from 'vitest';
import type { Translate } from '@/i18n/text';
import { backofficeI18n } from '@/locales/test-i18n';
import { csvRow, customerOf, refundShareOfItem } from './order-rules';
import { CUSTOMER, newOrder, orderWithoutContact } from './testing/order-fixtures';

/** `t` and the booking status words of a language, as the list hands them to csvRow. */
function inLanguage(locale: 'en' | 'ar') {
  const i18n = backofficeI18n(locale);
  const t: Translate = (id, values) => i18n._(id, values);
  const statusLabel = (status: BookingStatus) => i18n._(BOOKING_STATUS_LABELS[status]);
  return [t, statusLabel] as const;
}
const english = inLanguage('en');

describe('provider order rules', () => {
  it("a cancelled item refunds what one line adds to the order's price, whatever the order's size", () => {
    expect(refundShareOfItem()).toBe(0.99);
    for (let lines = 1; lines <= 50; lines++) {
      const step = computeOrderPricing(lines).TotalFils - computeOrderPricing(lines - 1).TotalFils;
      expect(step / 1000).toBe(refundShareOfItem());
    }
  });

  it('the customer is shown only for a paid order that carries one', () => {
    expect(customerOf(newOrder)).toEqual(CUSTOMER);
    expect(customerOf(orderWithoutContact)).toBeNull();
    expect(customerOf({ ...newOrder, Customer: null })).toBeNull();
    expect(customerOf({ ...newOrder, IsPaymentSuccess: false })).toBeNull();
  });

  it('the CSV row writes the order in words and defuses spreadsheet formulas', () => {
    expect(csvRow(newOrder, ...english)).toEqual({
      Order: '#1A2B3C4D',
      Placed: '2026-11-24',
      Customer: 'Sara Ahmed',
      Items: 'AC repair (Pending)',
      Status: 'Pending',
      'Your share (BHD)': '0.900',
    });
    const hostile = { ...newOrder, Customer: { ...CUSTOMER, Name: '=HYPERLINK("x")' } };
    expect(csvRow(hostile, ...english).Customer).toBe('\'=HYPERLINK("x")');
  });

  it('dates the row by the day in Bahrain: an order placed at 22:30 UTC is the next day there', () => {
    expect(csvRow({ ...newOrder, CreatedAt: '2026-11-24T22:30:00.000Z' }, ...english).Placed).toBe('2026-11-25');
  });

  it('in Arabic, heads the columns and names the states in Arabic, keeping the values machine-readable', () => {
    expect(csvRow(newOrder, ...inLanguage('ar'))).toEqual({
      الطلب: '#1A2B3C4D',
      'تاريخ الطلب': '2026-11-24',
      العميل: 'Sara Ahmed',
      البنود: 'AC repair (قيد الانتظار)',
      الحالة: 'قيد الانتظار',
      'حصتك (د.ب.)': '0.900',
    });
  });
});
