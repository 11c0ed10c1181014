import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { seoRoutes } from './seo.routes';
import { SitemapService } from './sitemap.service';

/** What the seo module hangs on the instance: its services, built once. */
export interface SeoModule {
  sitemaps: SitemapService;
}

declare module 'fastify' {
  interface FastifyInstance {
    seo: SeoModule;
  }
}

/** The seo module: robots.txt, the sitemap index and its paged sitemaps (issue 35). */
export const seoModule = fp(
  async (fastify: FastifyInstance) => {
    // Built once: every request of this process shares its sitemap plan.
    const sitemaps = new SitemapService(fastify.db, { listingsPerPage: fastify.config.sitemapListingsPerPage });
    fastify.decorate('seo', { sitemaps } satisfies SeoModule);
    await fastify.register(seoRoutes);
  },
  { name: 'seo' },
);
