import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    db: Database;
  }
}

/** Hands the opened database to every module and closes it when the server closes. */
export const databasePlugin = fp(async (fastify: FastifyInstance, options: { database: DatabaseHandle }) => {
  fastify.decorate('database', options.database);
  fastify.decorate('db', options.database.db);
  fastify.addHook('onClose', async () => {
    await options.database.close();
  });
});
