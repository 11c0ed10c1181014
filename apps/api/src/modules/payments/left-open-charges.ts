import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { inTurns } from '../../lib/in-turns';
import type { PaymentGatewayName } from '../../db/schema/internal-values';
import {
  claimCharges,
  dueLeftOpenCharges,
  giveUpLeftOpenCharges,
  type ChargeRow,
  type LeftOpenChargeSchedule,
} from './payments.repository';
import type { OpenChargeReport } from './payments.service';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Charges left open are asked about for 7 days after they were made. A payer approves within
 * minutes (on Tap's page, in 3-D Secure, in the BENEFIT app), so a capture found later is one
 * whose settlement was lost (process gone, webhook lost or never sent), not a slow payer. Our
 * charges set no expiry at the gateway, so the window is ours: far longer than any approval, and
 * longer than an outage of the gateway or of every API process over a long weekend. A charge still
 * open after it is logged once for a person and no longer asked about. Between two questions about
 * one charge the sweep waits as long as the charge had been open when it was last looked at (1
 * minute at least, 6 hours at most): several questions in the first hour, where a late capture
 * really happens, then four a day; at most about 36 per charge in all.
 */
export const LEFT_OPEN_CHARGE_SCHEDULE: LeftOpenChargeSchedule = {
  lookBackMs: 7 * 24 * HOUR,
  minPauseMs: MINUTE,
  maxPauseMs: 6 * HOUR,
};

/** Charges asked about at once: each may wait on the gateway (Tap: 15 s at most). */
const WIDTH = 4;
/** Pages of due charges one sweep asks about, at most; the next sweep takes the rest. */
const PAGES = 5;
/** Charges past the window one sweep gives up (logs), at most. */
const GIVE_UP_BATCH = 100;

/** What one sweep learnt about charges left open on cancelled or paid orders. */
export interface LeftOpenChargeSummary extends Record<keyof OpenChargeReport, number> {
  /** Past the look-back window: logged once for a person, no longer asked about. */
  givenUp: number;
}

export interface LeftOpenChargeDependencies {
  db: Database;
  gateway: PaymentGatewayName;
  /** Asks the gateway about one charge and settles it as verify does; never throws for the gateway. */
  check(charge: ChargeRow): Promise<keyof OpenChargeReport>;
  log: FastifyBaseLogger;
}

/**
 * The sweep's look at charges still open in our books whose order no longer waits for them: the
 * order was cancelled (by the customer, an admin, or the reservation sweep after its grace) or
 * paid by another charge. Nobody asks about them otherwise: if the payer's approval is captured
 * later and neither a return nor a webhook arrives, the money would sit at the gateway unnoticed.
 * Each due charge is claimed (marked looked at now, so another process's sweep leaves it), then
 * asked of the gateway outside any transaction and settled by the same code as verify: a capture
 * is booked and refunded in full as late (or second) once, a decline closes the charge, a charge
 * still pending or unanswered is asked again after its pause.
 */
export class LeftOpenChargeSweep {
  private readonly schedule = LEFT_OPEN_CHARGE_SCHEDULE;

  constructor(private readonly deps: LeftOpenChargeDependencies) {}

  async run(now: Date, pageSize = 100): Promise<LeftOpenChargeSummary> {
    const { db, gateway } = this.deps;
    const summary: LeftOpenChargeSummary = {
      captured: 0,
      pending: 0,
      closed: 0,
      unknown: 0,
      unanswered: 0,
      givenUp: 0,
    };
    for (let page = 0; page < PAGES; page += 1) {
      const due = await dueLeftOpenCharges(db, gateway, now, this.schedule, pageSize);
      // Claimed charges are no longer due, so the next page starts after them.
      const claimed = await claimCharges(
        db,
        due.map((row) => row.id),
        now,
        this.schedule,
      );
      await inTurns(claimed, WIDTH, async (charge) => {
        summary[await this.deps.check(charge)] += 1;
      });
      if (due.length < pageSize) break;
    }
    for (const charge of await giveUpLeftOpenCharges(db, gateway, now, this.schedule, GIVE_UP_BATCH)) {
      summary.givenUp += 1;
      this.deps.log.error(
        {
          orderId: charge.orderId,
          chargeId: charge.chargeId,
          gatewayStatus: charge.gatewayStatus,
          amountFils: charge.amountFils,
          createdAt: charge.createdAt,
        },
        'charge still open a week after it was made, on an order cancelled or paid otherwise: no longer asked about; a person should look it up at the gateway',
      );
    }
    return summary;
  }
}
