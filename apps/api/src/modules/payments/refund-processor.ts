import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/database';
import { refunds } from '../../lib/observability/metrics';
import { raiseNotifications } from '../notifications';
import { findRefundCreditNote } from '../tax-documents';
import { refundIssuedEvent } from './payment-notifications';
import { GatewayError, refundOutcome, type PaymentGateway } from './payment-gateway';
import { settleRefund } from '../transactions';
import { findCharge, pendingRefunds, refundedFils, type TransactionRow } from './payments.repository';

/** One run handles at most this many refunds; the sweeper's next run takes the rest. */
const BATCH_SIZE = 50;
/** PostgreSQL advisory lock key: API processes send refunds one run at a time. */
const REFUND_LOCK_KEY = 5_310_417;

export interface RefundRunSummary {
  completed: number;
  pending: number;
  failed: number;
}

/**
 * Sends booked refunds to the gateway. Runs are serialised (in this process by a queue, across
 * processes by an advisory lock), so one pending refund is never sent twice at the same time.
 * A refund the gateway accepted but that is not final yet keeps its gateway id and is looked up,
 * not sent again, on the next run.
 */
export class RefundProcessor {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly database: DatabaseHandle,
    private readonly gateway: PaymentGateway,
    private readonly log: FastifyBaseLogger,
  ) {}

  process(orderId?: string): Promise<RefundRunSummary> {
    const run = () => this.database.withAdvisoryLock(REFUND_LOCK_KEY, () => this.runBatch(orderId));
    const next = this.queue.then(run, run);
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async runBatch(orderId: string | undefined): Promise<RefundRunSummary> {
    const summary: RefundRunSummary = { completed: 0, pending: 0, failed: 0 };
    for (const refund of await pendingRefunds(this.database.db, orderId, BATCH_SIZE)) {
      const outcome = await this.processOne(refund);
      summary[outcome] += 1;
      if (outcome !== 'pending') refunds.inc({ gateway: this.gateway.name, outcome });
    }
    return summary;
  }

  private async processOne(refund: TransactionRow): Promise<keyof RefundRunSummary> {
    const db = this.database.db;
    if (refund.gateway !== this.gateway.name || !refund.gatewayChargeId) {
      this.log.warn({ refundId: refund.id, gateway: refund.gateway }, 'refund belongs to a gateway not configured now');
      return 'pending';
    }
    try {
      let answer;
      if (refund.gatewayRefundId) {
        answer = await this.gateway.retrieveRefund(refund.gatewayRefundId);
      } else {
        const charge = await findCharge(db, this.gateway.name, refund.gatewayChargeId);
        const done = await refundedFils(db, this.gateway.name, refund.gatewayChargeId, ['completed']);
        if (!charge || charge.status !== 'captured' || done + refund.amountFils > charge.amountFils) {
          this.log.error(
            { refundId: refund.id, done, captured: charge?.amountFils },
            'refund exceeds the captured amount',
          );
          await settleRefund(db, refund.id, { status: 'failed', gatewayRefundId: null });
          return 'failed';
        }
        answer = await this.gateway.createRefund({
          chargeId: refund.gatewayChargeId,
          amountFils: refund.amountFils,
          currency: 'BHD',
          reference: refund.referenceNumber,
          description: refund.description,
        });
      }
      return await this.record(refund, answer.id, refundOutcome(answer.status), answer.status);
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      this.log.warn({ refundId: refund.id, err: error, details: error.details }, 'refund left pending: gateway failed');
      return 'pending';
    }
  }

  private async record(
    refund: TransactionRow,
    gatewayRefundId: string,
    outcome: ReturnType<typeof refundOutcome>,
    gatewayStatus: string,
  ): Promise<keyof RefundRunSummary> {
    if (outcome === 'pending') {
      await settleRefund(this.database.db, refund.id, { status: 'pending', gatewayRefundId });
      return 'pending';
    }
    if (outcome === 'failed') {
      // A refusal is final at the gateway: a person has to look at it (Tap asks to contact support).
      this.log.error({ refundId: refund.id, gatewayRefundId, gatewayStatus }, 'gateway refused a refund');
      await settleRefund(this.database.db, refund.id, { status: 'failed', gatewayRefundId });
      return 'failed';
    }
    await this.database.db.transaction(async (tx) => {
      if (!(await settleRefund(tx, refund.id, { status: 'completed', gatewayRefundId }))) return;
      const creditNote = await findRefundCreditNote(tx, refund.id);
      await raiseNotifications(tx, [
        refundIssuedEvent(
          { customerId: refund.customerId!, orderId: refund.orderId!, amountFils: refund.amountFils },
          creditNote,
        ),
      ]);
    });
    return 'completed';
  }
}
