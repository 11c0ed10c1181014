import { describe, expect, it } from 'vitest';
import { bankDetailsFormSchema } from './bank-details-form';
import { BANK_DETAILS_MESSAGES } from './bank-details-messages';
import { PAYOUT_ERRORS } from '../errors/payout-messages';
import { bahrainIban, ibanChecksumIsValid, isValidBahrainIban, maskIban, normalizeIban } from './iban';
import { payoutRequestFormSchema } from './payout-request-form';

// The registry's example plus three computed with the ISO 13616 mod-97 rule (98 - remainder of
// BBAN + "BH00"), so a checksum routine that only knows the one example is caught.
const VALID = ['BH67BMAG00001299123456', 'BH63NBOB12345678901234', 'BH11KFHB0000ABCD123456', 'BH42BBKU00000000000001'];

describe('isValidBahrainIban', () => {
  it('accepts valid Bahrain IBANs', () => {
    for (const iban of VALID) expect(isValidBahrainIban(iban), iban).toBe(true);
  });

  it('normalises spaces and lower case before checking', () => {
    expect(isValidBahrainIban('bh67 bmag 0000 1299 1234 56')).toBe(true);
    expect(isValidBahrainIban(' BH67BMAG00001299123456 ')).toBe(true);
    expect(normalizeIban('bh67 bmag 0000 1299 1234 56')).toBe('BH67BMAG00001299123456');
  });

  it('refuses a wrong checksum: changed check digits, a changed or swapped character', () => {
    for (const iban of ['BH68BMAG00001299123456', 'BH67BMAG00001299123457', 'BH67BMAG00001299123465'])
      expect(isValidBahrainIban(iban), iban).toBe(false);
  });

  it('refuses a wrong length', () => {
    expect(isValidBahrainIban('BH67BMAG0000129912345')).toBe(false);
    expect(isValidBahrainIban('BH67BMAG000012991234567')).toBe(false);
    expect(isValidBahrainIban('')).toBe(false);
    expect(isValidBahrainIban(null)).toBe(false);
  });

  it('refuses a bank code that is not 4 letters and characters outside A-Z 0-9', () => {
    // BH76BM1G... has a valid checksum: only the bank code's digit makes it wrong.
    expect(ibanChecksumIsValid('BH76BM1G00001299123456')).toBe(true);
    expect(isValidBahrainIban('BH76BM1G00001299123456')).toBe(false);
    expect(isValidBahrainIban('BH67BMAG0000129912345-')).toBe(false);
  });

  it('refuses other countries, even with a valid checksum', () => {
    expect(ibanChecksumIsValid('GB82WEST12345698765432')).toBe(true);
    expect(isValidBahrainIban('GB82WEST12345698765432')).toBe(false);
    expect(isValidBahrainIban('SA0380000000608010167519')).toBe(false);
  });

  it('computes the check digits of a bank code and account (the registry example, and others)', () => {
    expect(bahrainIban('BMAG', '00001299123456')).toBe('BH67BMAG00001299123456');
    for (const account of ['00000000000001', '12345678901234', 'ABCDEFGHIJ0123']) {
      expect(isValidBahrainIban(bahrainIban('NBOB', account))).toBe(true);
    }
  });

  it('masks all but the last four characters', () => {
    expect(maskIban('bh67 bmag 0000 1299 1234 56')).toBe('•••• 3456');
  });
});

describe('bankDetailsFormSchema', () => {
  const valid = {
    AccountHolder: 'Manama Pipes W.L.L.',
    BankName: 'Bank of Bahrain',
    Iban: 'BH67 BMAG 0000 1299 1234 56',
  };

  it('accepts complete details with a valid IBAN', async () => {
    await expect(bankDetailsFormSchema.validate(valid)).resolves.toBeTruthy();
  });

  it('requires the holder and the bank, and explains a bad IBAN', async () => {
    const errors = async (values: object) =>
      bankDetailsFormSchema.validate(values, { abortEarly: false }).then(
        () => [],
        (error: { errors: string[] }) => error.errors,
      );
    expect(new Set(await errors({ ...valid, AccountHolder: ' ', BankName: '' }))).toEqual(
      new Set(['Account holder is required', 'Bank name is required']),
    );
    expect(await errors({ ...valid, Iban: 'BH68BMAG00001299123456' })).toEqual([BANK_DETAILS_MESSAGES.ibanInvalid]);
    expect(new Set(await errors({ ...valid, Iban: '' }))).toEqual(new Set([BANK_DETAILS_MESSAGES.ibanInvalid]));
  });
});

describe('payoutRequestFormSchema', () => {
  const errorOf = (Amount: unknown, available = 12.5) =>
    payoutRequestFormSchema(available)
      .validate({ Amount })
      .then(
        () => null,
        (error: { message: string }) => error.message,
      );

  it('accepts up to the available balance with 3 decimals', async () => {
    expect(await errorOf(12.5)).toBeNull();
    expect(await errorOf(0.001)).toBeNull();
  });

  it('refuses 0, more than 3 decimals and more than the balance, with the API texts', async () => {
    expect(await errorOf(0)).toBe('The amount must be more than 0.');
    expect(await errorOf(1.2345)).toBe(PAYOUT_ERRORS.amountDecimals);
    expect(await errorOf(12.501)).toBe(PAYOUT_ERRORS.overBalance('12.500 BHD'));
    expect(await errorOf('')).toBe('Enter an amount in BHD.');
  });
});
