import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createCatalogCache } from './catalog-cache';
import { ListingImportService } from './listing-import/listing-import.service';
import { ServiceItemReadService } from './service-items-read.service';
import { ServiceItemWriteService } from './service-items-write.service';
import { serviceItemRoutes } from './service-items.routes';

/** What the service-items module hangs on the instance: its services, built once. */
export interface ServiceItemsModule {
  reads: ServiceItemReadService;
  writes: ServiceItemWriteService;
  imports: ListingImportService;
}

declare module 'fastify' {
  interface FastifyInstance {
    serviceItems: ServiceItemsModule;
  }
}

/** The service-items module: the catalog with search, one listing, and the changes to listings (spec 7.4). */
export const serviceItemsModule = fp(
  async (fastify: FastifyInstance) => {
    // Built once: every catalog read of this instance shares its answers.
    const catalogCache = createCatalogCache(fastify.db, { singleConnection: fastify.database.kind === 'pglite' });
    fastify.decorate('serviceItems', {
      // The media store (the media module's) is read when a URL is needed, as the routes did.
      reads: new ServiceItemReadService(fastify.db, (key) => fastify.mediaStore.urlFor(key), catalogCache),
      writes: new ServiceItemWriteService(fastify.db),
      imports: new ListingImportService(fastify.db),
    } satisfies ServiceItemsModule);
    await fastify.register(serviceItemRoutes);
  },
  { name: 'service-items', dependencies: ['media'] },
);
