import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { PAYOUT_ERRORS } from '../errors/payout-messages';
import * as S from './index';

// Transactions, balances and payouts: what the API accepts and answers (issue 5).

const ID = '3fa85f64-5717-4562-b3fc-2c963f66afa6';
const valid = (schema: TSchema, sample: unknown) => [...Value.Errors(schema, sample)];

describe('transaction schemas', () => {
  it('takes the customer list query with paging, search and customer types only', () => {
    const good = { customerId: ID, page: 2, pageSize: 20, type: 'payment', status: 'pending', search: '50%_off' };
    expect(valid(S.TransactionListQuerySchema, good)).toEqual([]);
    for (const bad of [
      { customerId: ID, type: 'earning' },
      { customerId: ID, pageSize: 101 },
      { customerId: ID, search: 'x'.repeat(101) },
      { customerId: ID, sort: 'newest' },
    ]) {
      expect(Value.Check(S.TransactionListQuerySchema, bad)).toBe(false);
    }
  });

  it('takes the provider list query with earning and payout types only', () => {
    expect(
      valid(S.ProviderTransactionListQuerySchema, { page: 1, pageSize: 5, type: 'payout', status: 'completed' }),
    ).toEqual([]);
    expect(Value.Check(S.ProviderTransactionListQuerySchema, { type: 'refund' })).toBe(false);
    expect(Value.Check(S.ProviderTransactionListQuerySchema, { type: 'all' })).toBe(false);
    expect(Value.Check(S.ProviderIdParamsSchema, { providerId: 'p1' })).toBe(false);
  });

  it('describes a provider record with fees, net amount and a percent commission', () => {
    const earning = {
      TransactionId: ID,
      OrderId: ID,
      Type: 'earning',
      Status: 'completed',
      Amount: 0.9,
      Fees: 0.09,
      NetAmount: 0.81,
      CommissionRate: 10,
      PaymentMethod: 'Credit Card',
      ReferenceNumber: 'ERN-2026-000001',
      Description: 'Earning for Leak repair (order #3FA85F64)',
      CreatedAt: '2026-01-05T10:00:00.000Z',
    };
    expect(valid(S.ProviderTransactionSchema, earning)).toEqual([]);
    const payout = { ...earning, OrderId: null, Type: 'payout', Fees: 0, NetAmount: 0.9, CommissionRate: 0 };
    expect(valid(S.ProviderTransactionSchema, payout)).toEqual([]);
    expect(Value.Check(S.ProviderTransactionSchema, { ...earning, Type: 'payment' })).toBe(false);
    const list = { Items: [earning, payout], hasMore: true, currentPage: 1 };
    expect(valid(S.ProviderTransactionListSchema, list)).toEqual([]);
  });

  it('labels stored payment methods for display', () => {
    expect(['card', 'benefit', 'bank-transfer', 'cash'].map(S.paymentMethodLabel)).toEqual([
      'Credit Card',
      'BenefitPay',
      'Bank Transfer',
      'cash',
    ]);
  });
});

describe('payout schemas', () => {
  it('takes a payout request of a positive amount for one provider', () => {
    expect(valid(S.CreatePayoutRequestSchema, { ProviderId: ID, Amount: 12.5 })).toEqual([]);
    for (const bad of [
      { ProviderId: ID, Amount: 0 },
      { ProviderId: ID, Amount: -1 },
      { ProviderId: ID, Amount: '1' },
      { ProviderId: ID },
      { ProviderId: ID, Amount: 1, Status: 'completed' },
    ]) {
      expect(Value.Check(S.CreatePayoutRequestSchema, bad)).toBe(false);
    }
  });

  it('needs a reason to reject and nothing to settle', () => {
    expect(valid(S.RejectPayoutRequestSchema, { Reason: 'Bank details missing.' })).toEqual([]);
    expect(Value.Check(S.RejectPayoutRequestSchema, { Reason: '  ' })).toBe(false);
    expect(Value.Check(S.RejectPayoutRequestSchema, {})).toBe(false);
    expect(valid(S.SettlePayoutRequestSchema, {})).toEqual([]);
    expect(valid(S.SettlePayoutRequestSchema, { Reference: 'BBK-778' })).toEqual([]);
    expect(Value.Check(S.PayoutListQuerySchema, { status: 'all' })).toBe(false);
  });

  it('answers balances and payouts in BHD', () => {
    const balance = { ProviderId: ID, TotalEarned: 2.43, PaidOut: 1, PendingPayouts: 0.5, AvailableBalance: 0.93 };
    expect(valid(S.ProviderBalanceSchema, balance)).toEqual([]);
    expect(Value.Check(S.ProviderBalanceSchema, { ...balance, AvailableBalance: -0.1 })).toBe(false);
    const payout = {
      PayoutId: ID,
      ProviderId: ID,
      BusinessName: 'Manama Pipes',
      Amount: 1,
      Status: 'pending',
      ReferenceNumber: 'PO-2026-7KQ2M9XZ',
      Description: 'Payout by bank transfer',
      CreatedAt: '2026-01-05T10:00:00.000Z',
      ModifiedAt: '2026-01-05T10:00:00.000Z',
      BankAccount: { AccountHolder: 'Manama Pipes', BankName: 'BBK', Iban: 'BH67BMAG00001299123456' },
    };
    const page = {
      Items: [payout, { ...payout, BankAccount: null }],
      Page: 1,
      PageSize: 10,
      TotalItems: 2,
      TotalPages: 1,
    };
    expect(valid(S.PayoutListSchema, page)).toEqual([]);
  });

  it('words the balance and state conflicts', () => {
    expect(PAYOUT_ERRORS.overBalance('1.620 BHD')).toBe('The amount is more than your available balance of 1.620 BHD.');
    expect(PAYOUT_ERRORS.notPending('completed')).toBe(
      'This payout is already paid: only a pending payout can be settled or rejected.',
    );
  });
});
