import type { FullConfig } from '@playwright/test';
import { executablePath } from './playwright.config';
import { startServer } from './testing/server';

/**
 * Starts the production server once for the whole run and hands its URL to the tests through
 * E2E_BASE_URL (workers inherit the runner's environment). The returned function is the teardown:
 * SIGTERM, wait for the exit, remove the temporary data directory.
 *
 * Set E2E_BASE_URL yourself to run against a server you started (it needs DEV_MAILBOX=true, the
 * sandbox gateway and the demo data; the tests change its data).
 */
export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  if (process.env.E2E_BASE_URL) {
    console.log(`e2e: using the running server at ${process.env.E2E_BASE_URL}`);
    return async () => {};
  }
  const started = Date.now();
  const server = await startServer();
  process.env.E2E_BASE_URL = server.baseURL;
  console.log(`e2e: server ready at ${server.baseURL} after ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log(`e2e: browser ${executablePath}`);
  return () => server.stop();
}
