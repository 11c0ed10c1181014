import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomToken } from '../lib/random-token';
import { ConfigError, type AppConfig } from './config';

/**
 * The access-token signing secret. Configured (JWT_SECRET) it is used as is. On the embedded
 * default it is generated once and kept in the data folder, so sessions survive a restart with
 * nothing to configure. With PostgreSQL several processes must sign alike, so it is required.
 */
export function resolveJwtSecret(config: AppConfig): string {
  if (config.jwtSecret) return config.jwtSecret;
  if (config.databaseUrl) {
    throw new ConfigError(
      'JWT_SECRET (32+ characters) is required when DATABASE_URL is set, so every API process signs tokens alike.',
    );
  }
  const file = join(config.dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomToken();
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
