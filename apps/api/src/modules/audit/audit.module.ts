import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { auditRoutes } from './audit.routes';
import { AuditLogService } from './audit.service';

/** What the audit module hangs on the instance: its services, built once. */
export interface AuditModule {
  service: AuditLogService;
}

declare module 'fastify' {
  interface FastifyInstance {
    audit: AuditModule;
  }
}

/** The audit module: the admins' read-only view of the audit log (recordAudit writes it). */
export const auditModule = fp(
  async (fastify: FastifyInstance) => {
    fastify.decorate('audit', { service: new AuditLogService(fastify.db) } satisfies AuditModule);
    await fastify.register(auditRoutes);
  },
  { name: 'audit' },
);
