import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { providerStatsRoutes } from './provider-stats.routes';
import { ProviderStatsService } from './provider-stats.service';
import { ProviderStatusService } from './provider-status.service';
import { providerRoutes } from './providers.routes';
import { ProviderService } from './providers.service';

/** What the providers module hangs on the instance: its services, built once. */
export interface ProvidersModule {
  service: ProviderService;
  stats: ProviderStatsService;
}

declare module 'fastify' {
  interface FastifyInstance {
    providers: ProvidersModule;
  }
}

/** The providers module: business profiles, their account status and statistics. */
export const providersModule = fp(
  async (fastify: FastifyInstance) => {
    const status = new ProviderStatusService(fastify.mail, fastify.config.publicUrl);
    fastify.decorate('providers', {
      service: new ProviderService(fastify.db, status),
      stats: new ProviderStatsService(fastify.db),
    } satisfies ProvidersModule);
    await fastify.register(providerRoutes);
    await fastify.register(providerStatsRoutes);
  },
  { name: 'providers', dependencies: ['mail'] },
);
