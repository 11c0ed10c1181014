import { computeOrderPricing } from '@marketplace/contract';
import { describe, expect, it } from 'vitest';
import { csvRow, customerOf, refundShareOfItem } from './order-rules';
import { CUSTOMER, newOrder, orderWithoutContact } from './testing/order-fixtures';

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
    expect(csvRow(newOrder)).toEqual({
      Order: '#1A2B3C4D',
      Placed: '24 Nov 2026',
      Customer: 'Sara Ahmed',
      Items: 'AC repair (Pending)',
      Status: 'Pending',
      'Your share (BHD)': '0.900',
    });
    const hostile = { ...newOrder, Customer: { ...CUSTOMER, Name: '=HYPERLINK("x")' } };
    expect(csvRow(hostile).Customer).toBe('\'=HYPERLINK("x")');
  });
});
