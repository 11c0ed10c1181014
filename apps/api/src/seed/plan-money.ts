import { computeOrderPricing, orderNumberForList, type TransactionType } from '@marketplace/contract';
import type { PlannedOrder } from './planned-order';
import type { ProviderInfo } from './plan-providers';
import { seedChargeId } from './plan-charges';
import { planPayouts, type PayoutAccount } from './plan-payouts';
import { MINUTE, after, type PlanContext, type TransactionDraft, type TransactionRow } from './seed-types';

/** The platform keeps 10% of each information request a provider completes (1000 basis points). */
export const COMMISSION_RATE_BP = 1000;

const PREFIX: Record<TransactionType, string> = { payment: 'PAY', refund: 'REF', earning: 'ERN', payout: 'PO' };

/**
 * Money movements that follow from the orders: a payment per paid order (a failed attempt for
 * unpaid ones), refunds for what was cancelled after payment, a provider earning per completed
 * line, and the providers' payouts of what they earned.
 */
export function planTransactions(
  ctx: PlanContext,
  orders: PlannedOrder[],
  providers: ProviderInfo[],
): { transactions: TransactionRow[]; payoutAccounts: Map<string, PayoutAccount> } {
  const drafts: TransactionDraft[] = [];
  const payoutAccounts = new Map<string, PayoutAccount>();
  for (const order of orders) drafts.push(...orderMoney(ctx, order));
  for (const provider of providers) {
    if (provider.row.accState !== 'active') continue;
    const { payouts, account } = planPayouts(ctx, provider, drafts);
    drafts.push(...payouts);
    payoutAccounts.set(provider.row.id, account);
  }
  drafts.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  // Numbered in time order per type, like a payment gateway would: PAY-2026-000123.
  const counters = new Map<TransactionType, number>();
  const transactions = drafts.map((draft) => {
    const next = (counters.get(draft.type) ?? 0) + 1;
    counters.set(draft.type, next);
    const year = new Date(draft.createdAt.getTime() + 3 * 60 * MINUTE).getUTCFullYear(); // Bahrain is UTC+3
    return {
      ...draft,
      id: ctx.ids.uuid(),
      referenceNumber: `${PREFIX[draft.type]}-${year}-${String(next).padStart(6, '0')}`,
      modifiedAt: draft.createdAt,
    };
  });
  return { transactions, payoutAccounts };
}

function orderMoney(ctx: PlanContext, order: PlannedOrder): TransactionDraft[] {
  const { row } = order;
  const number = orderNumberForList(row.id);
  const base = {
    orderId: row.id,
    customerId: row.customerId,
    paymentMethod: row.paymentType,
    feeFils: 0,
    commissionRateBp: 0,
    // Every demo order was paid (or declined) through the sandbox gateway (plan-charges.ts).
    gateway: 'sandbox',
    gatewayChargeId: seedChargeId(row.id),
  };
  const money = (amount: number) => ({ amountFils: amount, netFils: amount });
  if (!order.paid) {
    const at = after(row.createdAt, 2 * MINUTE);
    return [
      {
        ...base,
        ...money(row.totalPriceFils),
        type: 'payment',
        status: 'failed',
        description: `Payment for order #${number} declined`,
        createdAt: at,
      },
    ];
  }
  const drafts: TransactionDraft[] = [
    {
      ...base,
      ...money(row.totalPriceFils),
      type: 'payment',
      status: 'completed',
      description: `Payment for order #${number}`,
      createdAt: row.paidAt ?? row.createdAt,
    },
  ];
  if (row.status === 'Cancelled') {
    const at = row.cancelledAt ?? row.createdAt;
    drafts.push({
      ...base,
      ...money(row.totalPriceFils),
      type: 'refund',
      status: 'completed',
      description: `Refund for order #${number}`,
      createdAt: at,
    });
  }
  // A line cancelled on its own refunds what that line added to the total (its share of price and VAT).
  const lineShare = row.totalPriceFils - computeOrderPricing(order.lines.length - 1).TotalFils;
  for (const line of order.lines) {
    const last = line.events.at(-1);
    if (line.status === 'Cancelled' && row.status !== 'Cancelled' && last) {
      const description = `Refund for ${line.row.name} (order #${number})`;
      drafts.push({
        ...base,
        ...money(lineShare),
        orderItemId: line.row.id,
        type: 'refund',
        status: 'completed',
        description,
        createdAt: last.at,
      });
    }
    if (line.status === 'Completed' && last) {
      const amount = line.row.unitPriceFils ?? 0;
      const fee = Math.round((amount * COMMISSION_RATE_BP) / 10_000);
      drafts.push({
        orderId: row.id,
        orderItemId: line.row.id,
        providerId: line.row.providerId,
        type: 'earning',
        status: 'completed',
        amountFils: amount,
        feeFils: fee,
        netFils: amount - fee,
        commissionRateBp: COMMISSION_RATE_BP,
        description: `Earning for ${line.row.name} (order #${number})`,
        paymentMethod: row.paymentType,
        createdAt: last.at,
      });
    }
  }
  return drafts;
}
