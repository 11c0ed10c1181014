import { orderNumberForList } from '@marketplace/contract';
import { createHash } from 'node:crypto';
import type { PlannedOrder } from './planned-order';
import { MINUTE, after, type PaymentChargeRow, type SandboxChargeRow, type TransactionRow } from './seed-types';

/** The sandbox charge of a demo order: derived from the order id, so the seed stays deterministic. */
export function seedChargeId(orderId: string): string {
  return `chg_sbx_seed_${orderId.replaceAll('-', '').slice(0, 24)}`;
}

/** A UUID derived from a name (SHA-1, shaped like version 5): stable ids without the seed's id stream. */
function derivedUuid(name: string): string {
  const hex = createHash('sha1').update(name).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The gateway's side of the demo orders' payments: one sandbox charge per order (captured when
 * paid, declined otherwise) and our record of it, so a demo order can be refunded like a real one.
 */
export function planCharges(
  orders: readonly PlannedOrder[],
  transactions: readonly TransactionRow[],
): { sandboxCharges: SandboxChargeRow[]; paymentCharges: PaymentChargeRow[] } {
  const refunded = new Map<string, number>();
  for (const row of transactions) {
    if (row.type === 'refund' && row.status === 'completed' && row.gatewayChargeId) {
      refunded.set(row.gatewayChargeId, (refunded.get(row.gatewayChargeId) ?? 0) + row.amountFils);
    }
  }
  const sandboxCharges: SandboxChargeRow[] = [];
  const paymentCharges: PaymentChargeRow[] = [];
  for (const { row, paid } of orders) {
    const chargeId = seedChargeId(row.id);
    const decidedAt = row.paidAt ?? after(row.createdAt, 2 * MINUTE);
    sandboxCharges.push({
      id: chargeId,
      amountFils: row.totalPriceFils,
      currency: 'BHD',
      description: `Payment for order #${orderNumberForList(row.id)}`,
      reference: row.id,
      sourceId: row.paymentType === 'benefit' ? 'src_bh.benefit' : 'src_card',
      redirectUrl: `/payment/result?orderId=${row.id}`,
      status: paid ? 'CAPTURED' : 'DECLINED',
      refundedFils: refunded.get(chargeId) ?? 0,
      decidedAt,
      createdAt: row.createdAt,
    });
    paymentCharges.push({
      id: derivedUuid(`payment-charge:${row.id}`),
      orderId: row.id,
      gateway: 'sandbox',
      chargeId,
      amountFils: row.totalPriceFils,
      paymentType: row.paymentType,
      status: paid ? 'captured' : 'declined',
      paymentUrl: `/payment-sandbox/${chargeId}`,
      gatewayStatus: paid ? 'CAPTURED' : 'DECLINED',
      createdAt: row.createdAt,
      modifiedAt: decidedAt,
    });
  }
  return { sandboxCharges, paymentCharges };
}
