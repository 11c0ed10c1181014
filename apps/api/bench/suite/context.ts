import type pg from 'pg';
import type { AccessTokenService } from '../../src/identity/access-token';
import type { LoadFigure } from './load';
import type { SuiteOptions } from './options';
import type { Row } from './report';
import type { RunningApi } from './target';

/** What the sections share during one run of the suite. */
export interface SuiteContext {
  options: SuiteOptions;
  /** The secret the measured APIs sign with, so the suite can hand out valid tokens. */
  jwtSecret: string;
  tokens: AccessTokenService;
  /** Scratch folders (PGlite data, SQL captures); removed at the end. */
  workDir: string;
  rows: Row[];
  /** The seeded PostgreSQL database and the API serving it, once the catalog needs them. */
  postgres?: { url: string; pool: pg.Pool; api: RunningApi };
  /** The API's catalog figures on PostgreSQL by `${key}@${connections}`, for the PGlite ratio. */
  catalogOnPostgres: Map<string, LoadFigure>;
  log(line: string): void;
}
