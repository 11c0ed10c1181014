import fp from 'fastify-plugin';
import { repeatWhileRunning } from '../../lib/repeat-while-running';

/**
 * Every `sweepIntervalSeconds`: cancels unpaid orders whose reservation expired (their stock
 * returns to the shelf), unless the gateway reports one of their charges captured (settled
 * instead: the order is paid) or still open (kept for up to another reservation period); asks the
 * gateway about charges left open on orders cancelled or paid otherwise (a capture that came
 * after all is booked and refunded); and retries refunds the gateway did not take yet. Safe with
 * several API processes: an expired order is locked with SKIP LOCKED and checked again before it
 * is cancelled, a left-open charge is claimed by one sweep; settlements and refunds are made once.
 */
export const reservationSweeperPlugin = fp(async (fastify) => {
  const seconds = fastify.config.payments.sweepIntervalSeconds;
  if (seconds === 0) return;
  const { changes } = fastify.orders;
  const sweep = async () => {
    const swept = await changes.expireUnpaidOrders(new Date());
    if (swept.cancelled + swept.paid + swept.waiting + swept.skipped > 0) {
      fastify.log.info(swept, 'swept unpaid orders past their reservation');
    }
    const charges = await fastify.payments.checkLeftOpenCharges(new Date());
    if (Object.values(charges).some((count) => count > 0)) {
      fastify.log.info(charges, 'asked the gateway about charges left open on cancelled or paid orders');
    }
    await fastify.payments.processPendingRefunds();
  };
  repeatWhileRunning(fastify, 'reservations', seconds, sweep);
});
