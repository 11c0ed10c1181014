import { describe, expect, it } from 'vitest';
import { payoutBankAccountText } from './payout-bank-account';

describe('payoutBankAccountText', () => {
  it('names holder, bank and the IBAN in groups of four', () => {
    const BankAccount = { AccountHolder: 'Manama Pipes', BankName: 'BBK', Iban: 'BH67BMAG00001299123456' };
    expect(payoutBankAccountText({ BankAccount })).toBe('Manama Pipes · BBK · BH67 BMAG 0000 1299 1234 56');
  });

  it('warns when the provider gave none', () => {
    expect(payoutBankAccountText({ BankAccount: null })).toBe('No bank details given');
  });
});
