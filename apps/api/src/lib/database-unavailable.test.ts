import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable';

/** A driver error as node-postgres raises it: a message and, usually, a code. */
const driverError = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});
const wrapped = (cause: Error) => new DrizzleQueryError('select 1', [], cause);

describe('isDatabaseUnavailable', () => {
  it('recognises PostgreSQL that is down, restarting or recovering, also wrapped by Drizzle', () => {
    for (const error of [
      driverError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      driverError('read ECONNRESET', 'ECONNRESET'),
      driverError('terminating connection due to immediate shutdown command', '57P01'),
      driverError('terminating connection because of crash of another server process', '57P02'),
      driverError('the database system is in recovery mode', '57P03'),
      driverError('connection failure', '08006'),
      driverError('Connection terminated unexpectedly'),
      driverError('Client has encountered a connection error and is not queryable'),
    ]) {
      expect(isDatabaseUnavailable(error), error.message).toBe(true);
      expect(isDatabaseUnavailable(wrapped(error)), `wrapped: ${error.message}`).toBe(true);
    }
  });

  it('leaves bugs and refused statements alone: they stay 500s or their own status', () => {
    for (const error of [
      driverError('duplicate key value violates unique constraint "orders_pkey"', '23505'),
      driverError('syntax error at or near "selec"', '42601'),
      driverError('canceling statement due to statement timeout', '57014'),
      new Error('Cannot read properties of undefined'),
      wrapped(driverError('invalid byte sequence for encoding "UTF8": 0x00', '22021')),
    ]) {
      expect(isDatabaseUnavailable(error), error.message).toBe(false);
    }
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });

  it('stops on a cause that points back at itself', () => {
    const looping = new Error('looping') as Error & { cause?: unknown };
    looping.cause = looping;
    expect(isDatabaseUnavailable(looping)).toBe(false);
  });
});
