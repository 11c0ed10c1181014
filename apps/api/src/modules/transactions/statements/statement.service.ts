import {
  filsToBhd,
  orderNumberForList,
  PROVIDER_STATEMENT_MESSAGES,
  type ProviderStatement,
} from '@marketplace/contract';
import type { Database } from '../../../db/database';
import { badRequest } from '../../../lib/http-error';
import { bahrainDayLabel, bahrainMonthStart, nextBahrainMonth, type BahrainMonth } from '../../../lib/bahrain-calendar';
import type { AuthUser } from '../../../identity/access-token';
import { readableProvider } from '../provider-access';
import {
  balanceBeforeFils,
  earningsBetween,
  payoutsPaidBetween,
  type StatementEarningRow,
  type StatementPayoutRow,
} from './statement.repository';

// A provider's monthly statement (issue 36): the month's earnings with the platform's commission,
// the payouts paid, and what the marketplace owed the provider before and after. Made from the
// transactions table, so it agrees with the dashboard's balance and its transaction list.

/** '2026-11' → the Bahrain month. The schema has checked the form. */
function parseMonth(month: string): BahrainMonth {
  const [year, number] = month.split('-').map(Number);
  return { year: year!, month: number! };
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

function toEarning(row: StatementEarningRow): ProviderStatement['Earnings'][number] {
  return {
    TransactionId: row.id,
    Date: row.createdAt.toISOString(),
    ReferenceNumber: row.referenceNumber,
    OrderNumber: row.orderId ? orderNumberForList(row.orderId) : '',
    ItemName: row.itemName ?? '',
    ItemNameAr: row.itemNameAr ?? '',
    Amount: filsToBhd(row.amountFils),
    CommissionRate: row.commissionRateBp / 100,
    Commission: filsToBhd(row.feeFils),
    Net: filsToBhd(row.netFils),
  };
}

function toPayout(row: StatementPayoutRow): ProviderStatement['Payouts'][number] {
  return {
    TransactionId: row.id,
    Date: row.paidAt.toISOString(),
    ReferenceNumber: row.referenceNumber,
    Amount: filsToBhd(row.amountFils),
  };
}

export class ProviderStatementService {
  constructor(private readonly db: Database) {}

  /** The provider itself or an admin; a month that has begun (the current one is open). */
  async statement(caller: AuthUser, providerId: string, month: string, now = new Date()): Promise<ProviderStatement> {
    const provider = await readableProvider(this.db, caller, providerId);
    const period = parseMonth(month);
    const from = bahrainMonthStart(period);
    const until = bahrainMonthStart(nextBahrainMonth(period));
    if (from > now) throw badRequest(PROVIDER_STATEMENT_MESSAGES.monthNotBegun);
    const [openingFils, earnings, payouts] = await Promise.all([
      balanceBeforeFils(this.db, providerId, from),
      earningsBetween(this.db, providerId, from, until),
      payoutsPaidBetween(this.db, providerId, from, until),
    ]);
    const grossFils = sum(earnings.map((row) => row.amountFils));
    const commissionFils = sum(earnings.map((row) => row.feeFils));
    const netFils = sum(earnings.map((row) => row.netFils));
    const paidOutFils = sum(payouts.map((row) => row.amountFils));
    return {
      ProviderId: provider.id,
      BusinessName: provider.businessName,
      BusinessNameAr: provider.businessNameAr,
      Month: month,
      From: bahrainDayLabel(from),
      To: bahrainDayLabel(new Date(until.getTime() - 1)),
      IsOpen: until > now,
      OpeningBalance: filsToBhd(openingFils),
      Earnings: earnings.map(toEarning),
      Payouts: payouts.map(toPayout),
      Totals: {
        Gross: filsToBhd(grossFils),
        Commission: filsToBhd(commissionFils),
        Net: filsToBhd(netFils),
        PaidOut: filsToBhd(paidOutFils),
      },
      ClosingBalance: filsToBhd(openingFils + netFils - paidOutFils),
      GeneratedAt: now.toISOString(),
    };
  }
}
