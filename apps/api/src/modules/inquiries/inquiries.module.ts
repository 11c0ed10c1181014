import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { inquiryRoutes } from './inquiries.routes';
import { InquiryService } from './inquiries.service';

/** What the inquiries module hangs on the instance: its services, built once. */
export interface InquiriesModule {
  service: InquiryService;
}

declare module 'fastify' {
  interface FastifyInstance {
    inquiries: InquiriesModule;
  }
}

/** The inquiries module: the public contact form and the admins' inbox (spec 7.7). */
export const inquiriesModule = fp(
  async (fastify: FastifyInstance) => {
    fastify.decorate('inquiries', { service: new InquiryService(fastify.db, fastify.mail) } satisfies InquiriesModule);
    await fastify.register(inquiryRoutes);
  },
  { name: 'inquiries', dependencies: ['mail'] },
);
