import fp from 'fastify-plugin';

/**
 * Every `sweepIntervalSeconds`: cancels unpaid orders whose reservation expired (their stock
 * returns to the shelf) and retries refunds the gateway did not take yet. Safe with several API
 * processes: expired orders are taken with SKIP LOCKED, refunds are settled once.
 */
export const reservationSweeperPlugin = fp(async (fastify) => {
  const seconds = fastify.config.payments.sweepIntervalSeconds;
  if (seconds === 0) return;
  const { changes } = fastify.orders;
  let running: Promise<void> | undefined;
  const sweep = async () => {
    try {
      const expired = await changes.expireUnpaidOrders(new Date());
      if (expired > 0) fastify.log.info({ expired }, 'released the stock of unpaid orders past their reservation');
      await fastify.payments.processPendingRefunds();
    } catch (error) {
      fastify.log.error({ err: error }, 'reservation sweep failed; the next one retries');
    }
  };
  let timer: NodeJS.Timeout | undefined;
  fastify.addHook('onReady', async () => {
    timer = setInterval(() => {
      running ??= sweep().finally(() => (running = undefined));
    }, seconds * 1000);
    timer.unref();
  });
  fastify.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
});
