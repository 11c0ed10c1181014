import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { resolveJwtSecret } from '../../config/jwt-secret';
import { createPrivateFileStore } from '../../lib/media/private-file-store';
import { AttachmentLinks } from './attachment-links';
import { conversationStream } from './conversation-stream';
import { conversationMailSweep } from './conversation-mail-sweep';
import { conversationRoutes } from './conversations.routes';
import { ConversationService } from './conversations.service';
import { moderationRoutes } from './moderation.routes';
import { ModerationService } from './moderation.service';
import { SendLimit } from './send-limit';

/** What the conversations module hangs on the instance: its services, built once. */
export interface ConversationsModule {
  service: ConversationService;
  moderation: ModerationService;
}

declare module 'fastify' {
  interface FastifyInstance {
    conversations: ConversationsModule;
  }
}

/**
 * The conversations module (issue 37): conversations about paid orders, their attachments in the
 * private file store, their events on the notification stream, mails about unread messages, and
 * moderation. Payments open the conversations (openConversations, in the payment's transaction).
 */
export const conversationsModule = fp(
  async (fastify: FastifyInstance) => {
    const links = new AttachmentLinks(resolveJwtSecret(fastify.config));
    const service = new ConversationService(
      fastify.db,
      createPrivateFileStore(fastify.config),
      links,
      new SendLimit(fastify.redis),
    );
    const moderation = new ModerationService(fastify.db, service, links);
    fastify.decorate('conversations', { service, moderation } satisfies ConversationsModule);
    fastify.notifications.extensions.add(conversationStream(fastify.db, links));
    await fastify.register(conversationMailSweep);
    await fastify.register(conversationRoutes);
    await fastify.register(moderationRoutes);
  },
  { name: 'conversations', dependencies: ['notifications', 'shared-state', 'mail'] },
);
