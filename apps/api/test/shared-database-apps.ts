import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/config';
import { postgresHandle } from '../src/db/database';
import { withDatabase } from './test-database-kind';
import { freshRedisPrefix, testRedisEnv } from './test-redis';

export interface SharedDatabaseApps {
  apps: FastifyInstance[];
  close(): Promise<void>;
}

/**
 * Several API instances on one PostgreSQL database, each with its own connection pool, as
 * separate server processes would be (what cross-process features such as LISTEN/NOTIFY need).
 * PostgreSQL only: an embedded PGlite cluster belongs to one process.
 */
export async function createSharedDatabaseApps(count: number): Promise<SharedDatabaseApps> {
  const template = inject('testDatabase');
  if (template.kind !== 'postgres') throw new Error('Shared-database apps need PostgreSQL (TEST_DATABASE_URL)');
  const name = `marketplace_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: template.adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${template.templateName}`);
  const url = withDatabase(template.adminUrl, name);
  const dataDir = await mkdtemp(join(tmpdir(), 'marketplace-apps-'));
  const apps: FastifyInstance[] = [];
  // One prefix for the group: its apps share limits and tickets, as processes of one deployment.
  const redisPrefix = freshRedisPrefix();
  for (let index = 0; index < count; index++) {
    const config = loadConfig({
      DATA_DIR: join(dataDir, String(index)),
      DATABASE_URL: url,
      LOG_LEVEL: 'silent',
      SEED_ON_EMPTY: 'false',
      STOREFRONT_DIR: join(dataDir, 'no-storefront'),
      BACKOFFICE_DIR: join(dataDir, 'no-backoffice'),
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      RESERVATION_SWEEP_SECONDS: '0',
      MESSAGE_MAIL_SWEEP_SECONDS: '0',
      ...testRedisEnv(redisPrefix),
    });
    const database = postgresHandle(new pg.Pool({ connectionString: url, max: 5 }));
    const app = await buildApp({ config, database });
    await app.ready();
    apps.push(app);
  }
  return {
    apps,
    close: async () => {
      await Promise.all(apps.map((app) => app.close()));
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
