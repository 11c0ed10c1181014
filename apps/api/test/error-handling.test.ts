import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { DATABASE_RETRY_AFTER_SECONDS } from '../src/lib/database-unavailable';
import { BRIEFLY_UNAVAILABLE, HttpError } from '../src/lib/http-error';
import { INTERNAL_ERROR_MESSAGE } from '../src/plugins/error-handler';
import { createTestApp, type TestApp } from './test-app';

const Body = Type.Object(
  {
    Email: Type.String({ format: 'email', errorMessage: 'Please enter a valid email address' }),
    Quantity: Type.Integer({ minimum: 1 }),
    Name: Type.String({ minLength: 1 }),
  },
  { additionalProperties: false },
);

describe('error handling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, (app) => {
      app.post('/api/probe/validate', { schema: { body: Body } }, async (request) => request.body);
      app.get('/api/probe/bad-query', async () => app.db.execute(sql`select ${'a\u0000b'}::text as nul from users`));
      app.get('/api/probe/boom', async () => {
        throw new Error('connection string postgres://secret@db leaked');
      });
      // What a query raises while PostgreSQL is down: node-postgres's refused connection, in Drizzle's wrapper.
      app.get('/api/probe/database-down', async () => {
        const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
        throw new DrizzleQueryError('select 1 from users where email = $1', ['secret@example.bh'], refused);
      });
      app.get('/api/probe/conflict', async () => {
        throw new HttpError(409, 'You cannot add more items than available in stock.');
      });
      app.get('/api/probe/limited', { config: { rateLimit: { max: 2, timeWindow: '1 minute' } } }, async () => ({
        ok: true,
      }));
      app.get('/api/probe/slow', async () => {
        await sleep(300);
        return { finished: true };
      });
    });
  });
  afterAll(() => t.close());

  it('names every failing field of a validation error', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/probe/validate',
      payload: { Email: 'not-an-email', Quantity: 0 },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.StatusCode).toBe(400);
    expect(body.Errors).toEqual(
      expect.arrayContaining([
        { Field: 'Email', Message: 'Please enter a valid email address' },
        { Field: 'Quantity', Message: 'Quantity must be >= 1' },
        { Field: 'Name', Message: 'Name is required' },
      ]),
    );
    expect(body.Message).toContain('Please enter a valid email address');
    expect(body.message).toBe(body.Message);
  });

  it('drops unknown properties instead of passing them on', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/probe/validate',
      payload: { Email: 'a@b.bh', Quantity: 2, Name: 'x', IsAdmin: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Email: 'a@b.bh', Quantity: 2, Name: 'x' });
  });

  it('rejects malformed JSON with a 400 body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/probe/validate',
      headers: { 'content-type': 'application/json' },
      payload: '{"Email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ StatusCode: 400, Message: expect.any(String) });
  });

  it('passes expected errors through with their message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/probe/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      Message: 'You cannot add more items than available in stock.',
      message: 'You cannot add more items than available in stock.',
      StatusCode: 409,
    });
  });

  it('hides the internals of unexpected errors', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/probe/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ Message: INTERNAL_ERROR_MESSAGE, message: INTERNAL_ERROR_MESSAGE, StatusCode: 500 });
    expect(res.body).not.toContain('secret');
  });

  it('hides the database error, its SQL and the stack of a failed query', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/probe/bad-query' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ Message: INTERNAL_ERROR_MESSAGE, message: INTERNAL_ERROR_MESSAGE, StatusCode: 500 });
  });

  it('answers 503 with Retry-After while the database is unreachable, hiding the query', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/probe/database-down' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    expect(res.json()).toEqual({ Message: BRIEFLY_UNAVAILABLE, message: BRIEFLY_UNAVAILABLE, StatusCode: 503 });
    expect(res.body).not.toContain('secret');
  });

  it('answers 429 with a Message once a route limit is exceeded', async () => {
    const codes = [];
    for (let i = 0; i < 3; i++)
      codes.push((await t.app.inject({ method: 'GET', url: '/api/probe/limited' })).statusCode);
    expect(codes).toEqual([200, 200, 429]);
    const res = await t.app.inject({ method: 'GET', url: '/api/probe/limited' });
    expect(res.json()).toMatchObject({ StatusCode: 429, Message: expect.stringMatching(/^Too many requests/) });
    expect(res.headers['retry-after']).toBeDefined();
  });
});

describe('graceful shutdown', () => {
  it('finishes in-flight requests, then refuses new ones and closes the database', async () => {
    // The close starts once the request is in its handler: a fixed sleep let a loaded CI machine
    // close before the request arrived, and Fastify rightly answered that late request 503.
    let handlerEntered!: () => void;
    const inHandler = new Promise<void>((resolve) => (handlerEntered = resolve));
    const t = await createTestApp({}, (app) => {
      app.get('/api/probe/slow', async () => {
        handlerEntered();
        await sleep(400);
        return { finished: true };
      });
    });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const inFlight = fetch(`${address}/api/probe/slow`);
    await inHandler;
    const closing = t.app.close();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ finished: true });
    await closing;
    await expect(fetch(`${address}/api/health`)).rejects.toThrow();
    await expect(t.testDb.handle.ping()).rejects.toThrow();
    await t.close();
  });
});
