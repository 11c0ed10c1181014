import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { pgliteExtensions, pgliteHandle, postgresHandle } from '../src/db/database';
import { runMigrations } from '../src/db/migrate';
import { TEMPLATE_DATABASE, withDatabase } from './test-database-kind';

/**
 * Migrates one template database for the whole run: a fresh PGlite costs ~2.5 s and a full
 * migration more, so files clone the template instead (a PGlite dump, or CREATE DATABASE ...
 * TEMPLATE on PostgreSQL when TEST_DATABASE_URL points at a server).
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
    await admin.query(`create database ${TEMPLATE_DATABASE}`);
    await admin.end();
    const handle = postgresHandle(new pg.Pool({ connectionString: withDatabase(adminUrl, TEMPLATE_DATABASE), max: 2 }));
    await runMigrations(handle);
    await handle.close();
    project.provide('testDatabase', { kind: 'postgres', adminUrl, templateName: TEMPLATE_DATABASE });
    return;
  }
  const dir = await mkdtemp(join(tmpdir(), 'marketplace-test-'));
  const client = await PGlite.create({ extensions: pgliteExtensions });
  await runMigrations(pgliteHandle(client));
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dumpPath = join(dir, 'template.tar');
  await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
  project.provide('testDatabase', { kind: 'pglite', dumpPath });
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
