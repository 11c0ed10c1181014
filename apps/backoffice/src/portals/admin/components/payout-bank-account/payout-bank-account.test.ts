import { describe, expect, it } from 'vitest';
import type { Translate } from '@/i18n/text';
import { backofficeI18n } from '@/locales/test-i18n';
import { payoutBankAccountText } from './payout-bank-account';

const translator = (locale: 'en' | 'ar'): Translate => {
  const i18n = backofficeI18n(locale);
  return (id, values) => i18n._(id, values);
};
const t = translator('en');

describe('payoutBankAccountText', () => {
  it('names holder, bank and the IBAN in groups of four', () => {
    const BankAccount = { AccountHolder: 'Manama Pipes', BankName: 'BBK', Iban: 'BH67BMAG00001299123456' };
    expect(payoutBankAccountText({ BankAccount }, t)).toBe('Manama Pipes · BBK · BH67 BMAG 0000 1299 1234 56');
  });

  it('warns when the provider gave none', () => {
    expect(payoutBankAccountText({ BankAccount: null }, t)).toBe('No bank details given');
  });

  describe('in Arabic', () => {
    it('warns in Arabic when the provider gave none, and keeps the account line as given', () => {
      const ar = translator('ar');
      expect(payoutBankAccountText({ BankAccount: null }, ar)).toBe('لم تُقدَّم بيانات حساب مصرفي');
      const BankAccount = { AccountHolder: 'Manama Pipes', BankName: 'BBK', Iban: 'BH67BMAG00001299123456' };
      expect(payoutBankAccountText({ BankAccount }, ar)).toBe('Manama Pipes · BBK · BH67 BMAG 0000 1299 1234 56');
    });
  });
});
