import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isValidTapHashstring, tapHashInput, tapHashstring } from './tap-hashstring';

describe("Tap's webhook hashstring", () => {
  const charge = {
    id: 'chg_TS02A5720231433Qs1w0809820',
    amount: 1.98,
    currency: 'BHD',
    status: 'CAPTURED',
    reference: { gateway: '123456', payment: '2405231433098206626' },
    transaction: { created: '1700000000000' },
  };

  it('concatenates the documented fields, the amount with the currency’s decimals', () => {
    expect(tapHashInput(charge)).toBe(
      'x_idchg_TS02A5720231433Qs1w0809820x_amount1.980x_currencyBHDx_gateway_reference123456' +
        'x_payment_reference2405231433098206626x_statusCAPTUREDx_created1700000000000',
    );
    expect(tapHashInput({ ...charge, currency: 'USD', amount: 5 })).toContain('x_amount5.00x_currencyUSD');
  });

  it('is the hex HMAC-SHA256 of that string with the secret key, compared in constant time', () => {
    const expected = createHmac('sha256', 'sk_test').update(tapHashInput(charge)).digest('hex');
    expect(tapHashstring(charge, 'sk_test')).toBe(expected);
    expect(isValidTapHashstring(charge, expected, 'sk_test')).toBe(true);
    expect(isValidTapHashstring(charge, expected.toUpperCase(), 'sk_test')).toBe(true);
    expect(isValidTapHashstring({ ...charge, amount: 19.8 }, expected, 'sk_test')).toBe(false);
    expect(isValidTapHashstring(charge, expected, 'other')).toBe(false);
    expect(isValidTapHashstring(charge, undefined, 'sk_test')).toBe(false);
    expect(isValidTapHashstring(charge, 'short', 'sk_test')).toBe(false);
  });
});
