import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from './app';
import { loadConfig } from './config/config';
import { appRoot } from './config/paths';
import { pgliteExtensions, pgliteHandle } from './db/database';

export const OPENAPI_FILE = join(appRoot, 'openapi.json');

/** The document exactly as the running server publishes it at /api/openapi.json. */
export async function generateOpenApiDocument(): Promise<string> {
  // Generating the document runs no query, but the app is built whole, so it gets a real (empty) database.
  const database = pgliteHandle(await PGlite.create({ extensions: pgliteExtensions }));
  const app = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: join(tmpdir(), 'marketplace-openapi') }),
    database,
  });
  try {
    await app.ready();
    return `${JSON.stringify(app.swagger(), null, 2)}\n`;
  } finally {
    await app.close();
  }
}

export async function writeOpenApiDocument(): Promise<void> {
  await writeFile(OPENAPI_FILE, await generateOpenApiDocument());
}
