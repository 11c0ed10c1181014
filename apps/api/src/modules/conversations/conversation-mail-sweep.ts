import fp from 'fastify-plugin';
import { repeatWhileRunning } from '../../lib/repeat-while-running';
import { mailUnreadMessages } from './conversation-mail';

/**
 * Every MESSAGE_MAIL_SWEEP_SECONDS: mails people about messages unread for
 * MESSAGE_MAIL_AFTER_SECONDS (10 minutes; conversation-mail.ts). One sweep at a time in this
 * process; across processes the sweep's advisory lock and each mail's claim keep anyone from
 * being mailed twice.
 */
export const conversationMailSweep = fp(async (fastify) => {
  const seconds = fastify.config.messageMailSweepSeconds;
  if (seconds === 0) return;
  const sweep = async () => {
    const mailed = await mailUnreadMessages(fastify.database, fastify.config.publicUrl, {
      unreadSeconds: fastify.config.messageMailAfterSeconds,
    });
    if (mailed > 0) fastify.log.info({ mailed }, 'mailed people about unread messages');
  };
  repeatWhileRunning(fastify, 'message-mail', seconds, sweep);
});
