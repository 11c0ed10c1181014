import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { resolveJwtSecret } from '../../config/jwt-secret';
import { MemoryOneTimeClaims, RedisOneTimeClaims } from '../../lib/one-time-claims';
import { TaxDocumentLinks } from '../tax-documents';
import { NotificationHub } from './notification-hub';
import { configureNotificationMail } from './notification-mail';
import { notificationRoutes } from './notifications.routes';
import { NotificationService } from './notifications.service';
import { StreamExtensions } from './stream-extensions';
import { StreamTicketService } from './stream-tickets';

/** What the notifications module hangs on the instance: its services, built once. */
export interface NotificationsModule {
  /** The signed-in user's notifications and read marks. */
  service: NotificationService;
  /** Fans the database's signals out to this process's open streams. */
  hub: NotificationHub;
  /** One-time tickets that open the stream where headers cannot be sent (EventSource). */
  tickets: StreamTicketService;
  /** What other modules add to the bell's counts and to the stream (conversations' messages). */
  extensions: StreamExtensions;
}

declare module 'fastify' {
  interface FastifyInstance {
    notifications: NotificationsModule;
  }
}

/**
 * The notifications module: the bell's routes and the live stream. The hub LISTENs from the first
 * stream until the app closes.
 */
export const notificationsModule = fp(
  async (fastify: FastifyInstance) => {
    const extensions = new StreamExtensions();
    const service = new NotificationService(fastify.db, extensions);
    const hub = new NotificationHub(fastify.database, fastify.log.child({ module: 'notifications' }));
    const documentLinks = new TaxDocumentLinks(resolveJwtSecret(fastify.config));
    configureNotificationMail({
      origin: fastify.config.publicUrl,
      documentPath: (documentId) => documentLinks.path(documentId),
    });
    fastify.addHook('onClose', () => hub.close());
    // A ticket is spent on whichever process redeems it first: in Redis when there are several.
    const redeemed = fastify.redis
      ? new RedisOneTimeClaims(fastify.redis, 'stream-ticket:')
      : new MemoryOneTimeClaims();
    const tickets = new StreamTicketService(resolveJwtSecret(fastify.config), redeemed);
    fastify.decorate('notifications', { service, hub, tickets, extensions } satisfies NotificationsModule);
    await fastify.register(notificationRoutes);
  },
  { name: 'notifications', dependencies: ['shared-state'] },
);
