import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** /api/Notification/*: the signed-in user's notifications, unread count, read marks and the live stream. */
export const notificationRoutes: FastifyPluginAsyncTypebox = async () => {
  // Routes arrive with issue 6.
};
