import { findPostgresBinDir } from './postgres-cluster';
import { redisServerBinary } from './redis-server';

const NEEDS = {
  postgres: { found: () => findPostgresBinDir() !== undefined, install: 'postgresql' },
  redis: { found: () => redisServerBinary() !== undefined, install: 'redis-server' },
};

/**
 * True when the servers a fault test starts are installed. Without them the test is skipped
 * loudly, except under CI=true, where a skipped proof is a failure: use as `describe.skipIf(!...)`.
 */
export function serversInstalled(...needs: (keyof typeof NEEDS)[]): boolean {
  const missing = needs.filter((need) => !NEEDS[need].found()).map((need) => NEEDS[need].install);
  if (missing.length === 0) return true;
  const message = `Debian packages missing for the fault tests: ${missing.join(', ')} (apt-get install ${missing.join(' ')})`;
  if (process.env.CI === 'true') throw new Error(message);
  const banner = '='.repeat(78);
  console.error(`${banner}\n${message}: these tests are SKIPPED.\n${banner}`);
  return false;
}
