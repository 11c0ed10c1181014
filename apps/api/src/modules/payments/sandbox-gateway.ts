import { randomBytes } from 'node:crypto';
import { PAYMENT_ERRORS } from '@marketplace/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { sandboxCharges } from '../../db/schema/index';
import { conflict, notFound } from '../../lib/http-error';
import type { ChargeRequest, GatewayCharge, GatewayRefund, PaymentGateway, RefundOrder } from './payment-gateway';

// The built-in gateway: its books are the sandbox_charges table and its hosted page is served by
// this API (sandbox-page.routes.ts). It answers like Tap so the rest of the module cannot tell.

export type SandboxDecision = 'approve' | 'decline';
export type SandboxChargeRow = typeof sandboxCharges.$inferSelect;

const SOURCE_BY_PAYMENT_TYPE = { card: 'src_card', benefit: 'src_bh.benefit' } as const;
const newId = (prefix: string) => `${prefix}${randomBytes(12).toString('hex')}`;

/** The hosted page is on the origin the payer came from, the one they will return to. */
export function sandboxPageUrl(row: Pick<SandboxChargeRow, 'id' | 'redirectUrl'>): string {
  return `${new URL(row.redirectUrl).origin}/payment-sandbox/${encodeURIComponent(row.id)}`;
}

export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox' as const;

  constructor(private readonly db: Database) {}

  async createCharge(request: ChargeRequest): Promise<GatewayCharge> {
    const [row] = await this.db
      .insert(sandboxCharges)
      .values({
        id: newId('chg_sbx_'),
        amountFils: request.amountFils,
        currency: request.currency,
        description: request.description,
        reference: request.orderId,
        sourceId: SOURCE_BY_PAYMENT_TYPE[request.paymentType],
        redirectUrl: request.redirectUrl,
        postUrl: request.postUrl,
      })
      .returning();
    return this.toCharge(row!);
  }

  async retrieveCharge(chargeId: string): Promise<GatewayCharge | null> {
    const row = await this.find(chargeId);
    return row ? this.toCharge(row) : null;
  }

  /** Succeeds at once, up to what was captured minus what was refunded (the row's CHECK agrees). */
  async createRefund(order: RefundOrder): Promise<GatewayRefund> {
    const [row] = await this.db
      .update(sandboxCharges)
      .set({ refundedFils: sql`${sandboxCharges.refundedFils} + ${order.amountFils}` })
      .where(
        and(
          eq(sandboxCharges.id, order.chargeId),
          eq(sandboxCharges.status, 'CAPTURED'),
          eq(sandboxCharges.currency, order.currency),
          sql`${sandboxCharges.refundedFils} + ${order.amountFils} <= ${sandboxCharges.amountFils}`,
        ),
      )
      .returning({ id: sandboxCharges.id });
    return { id: newId('re_sbx_'), status: row ? 'REFUNDED' : 'DECLINED' };
  }

  /** Sandbox refunds are final when created, so a later look-up has nothing new to say. */
  async retrieveRefund(refundId: string): Promise<GatewayRefund> {
    return { id: refundId, status: 'REFUNDED' };
  }

  verifyWebhook(): boolean {
    return false;
  }

  async find(chargeId: string): Promise<SandboxChargeRow | undefined> {
    const [row] = await this.db.select().from(sandboxCharges).where(eq(sandboxCharges.id, chargeId));
    return row;
  }

  /**
   * The payer's one decision on the hosted page. The conditional update makes it single: of two
   * racing clicks one changes the row, the other finds it decided (409).
   */
  async decide(chargeId: string, decision: SandboxDecision): Promise<SandboxChargeRow> {
    const [row] = await this.db
      .update(sandboxCharges)
      .set({ status: decision === 'approve' ? 'CAPTURED' : 'DECLINED', decidedAt: new Date() })
      .where(and(eq(sandboxCharges.id, chargeId), eq(sandboxCharges.status, 'INITIATED')))
      .returning();
    if (row) return row;
    if (!(await this.find(chargeId))) throw notFound(PAYMENT_ERRORS.sandboxChargeNotFound);
    throw conflict(PAYMENT_ERRORS.sandboxAlreadyDecided);
  }

  private toCharge(row: SandboxChargeRow): GatewayCharge {
    return {
      id: row.id,
      status: row.status,
      amountFils: row.amountFils,
      currency: row.currency,
      paymentUrl: sandboxPageUrl(row),
    };
  }
}

/** The return address with the charge id appended under Tap's parameter name. */
export function returnUrlFor(row: SandboxChargeRow): string {
  const url = new URL(row.redirectUrl);
  url.searchParams.set('tap_id', row.id);
  return url.toString();
}
