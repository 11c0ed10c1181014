import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { resolveJwtSecret } from '../../config/jwt-secret';
import { createPrivateFileStore } from '../../lib/media/private-file-store';
import { DocumentLinks } from './document-links';
import { RequirementsService } from './requirements.service';
import { verificationAdminRoutes } from './verification-admin.routes';
import { verificationSweep } from './verification-sweep';
import { verificationRoutes } from './verification.routes';
import { VerificationService } from './verification.service';

/** What the verification module hangs on the instance: its services, built once. */
export interface VerificationModule {
  service: VerificationService;
  requirements: RequirementsService;
}

declare module 'fastify' {
  interface FastifyInstance {
    verification: VerificationModule;
  }
}

/**
 * The verification module (issue 38): the documents each business type gives, their files in the
 * private file store, the admins' review, renewal and retention (docs/decisions/provider-verification.md).
 * It stores its judgement on the provider's row through the providers module.
 */
export const verificationModule = fp(
  async (fastify: FastifyInstance) => {
    const files = createPrivateFileStore(fastify.config);
    const service = new VerificationService(fastify.db, files, new DocumentLinks(resolveJwtSecret(fastify.config)));
    fastify.decorate('verification', {
      service,
      requirements: new RequirementsService(fastify.db),
    } satisfies VerificationModule);
    await fastify.register(verificationSweep, { files });
    await fastify.register(verificationRoutes);
    await fastify.register(verificationAdminRoutes);
  },
  { name: 'verification', dependencies: ['providers', 'notifications', 'mail'] },
);
