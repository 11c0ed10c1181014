import { ACCOUNT_MESSAGES, DELETED_USER_ERRORS } from '@marketplace/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/database';
import { BRIEFLY_UNAVAILABLE } from '../../src/lib/http-error';
import { openStream, type OpenStream } from '../../src/modules/notifications/testing';
import { createPostgresCluster, type PostgresCluster } from './support/postgres-cluster';
import { startRedisServer, type RedisServer } from './support/redis-server';
import { serversInstalled } from './support/requirements';
import { startServerProcess, type ServerProcess } from './support/server-process';
import { addAccount, openWorld, WORLD_PASSWORD } from './support/world';

// Two real API processes on one PostgreSQL and one Redis, as two replicas behind a load balancer:
// whatever one of them counts, spends or changes, the other knows at the next request.
// TRUST_PROXY lets each scenario speak from client addresses of its own (X-Forwarded-For), as
// clients behind the load balancer would, so the per-address limits of one do not touch another.

describe.skipIf(!serversInstalled('postgres', 'redis'))('two API processes sharing PostgreSQL and Redis', () => {
  let cluster: PostgresCluster;
  let redis: RedisServer;
  let world: DatabaseHandle;
  let a: ServerProcess;
  let b: ServerProcess;
  const streams: OpenStream[] = [];

  beforeAll(async () => {
    [cluster, redis] = await Promise.all([createPostgresCluster({ durable: false }), startRedisServer()]);
    const env = { DATABASE_URL: cluster.url, REDIS_URL: redis.url, TRUST_PROXY: 'true' };
    a = await startServerProcess(env); // migrates the empty database
    b = await startServerProcess(env);
    world = openWorld(cluster.url);
  });

  afterAll(async () => {
    for (const stream of streams) stream.close();
    await Promise.all([a?.stop(), b?.stop()]);
    await world?.close();
    await redis?.stop();
    cluster?.destroy();
  });

  let addressCounter = 0;
  /** A client at an address no other request of this file used. */
  const client = () => {
    addressCounter += 1;
    const address = `198.51.100.${addressCounter}`;
    return (server: ServerProcess, method: string, path: string, options: { token?: string; body?: object } = {}) =>
      fetch(`${server.url}${path}`, {
        method,
        headers: {
          'x-forwarded-for': address,
          ...(options.body ? { 'content-type': 'application/json' } : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
        ...(options.body ? { body: JSON.stringify(options.body) } : {}),
      });
  };

  const signIn = async (server: ServerProcess, email: string, portal = 'login') => {
    const response = await client()(server, 'POST', `/api/Auth/${portal}`, {
      body: { Email: email, Password: WORLD_PASSWORD },
    });
    expect(response.status, `sign-in of ${email}`).toBe(200);
    return ((await response.json()) as { JwtToken: string }).JwtToken;
  };

  const ticketFor = async (server: ServerProcess, token: string) => {
    const response = await client()(server, 'POST', '/api/Notification/stream-ticket', { token });
    expect(response.status).toBe(200);
    return ((await response.json()) as { Ticket: string }).Ticket;
  };

  const stream = async (server: ServerProcess, ticket: string) => {
    const opened = await openStream(server.url, `/api/Notification/stream?ticket=${encodeURIComponent(ticket)}`);
    streams.push(opened);
    return opened;
  };

  it('holds a per-address limit reached through one process on the other', async () => {
    const from = client();
    const forgot = (server: ServerProcess) =>
      from(server, 'POST', '/api/Auth/forgot-password', { body: { Email: 'nobody@example.test' } });
    // Five mails an address may ask for in 15 minutes: three through A, two through B...
    for (const server of [a, a, a, b, b]) expect((await forgot(server)).status).toBe(200);
    // ...and the sixth is refused by either.
    for (const server of [a, b]) {
      const refused = await forgot(server);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // Another address is not held back.
    expect((await client()(b, 'POST', '/api/Auth/forgot-password', { body: { Email: 'x@example.test' } })).status).toBe(
      200,
    );
  });

  it('counts wrong passwords on both processes together, and never locks the owner out', async () => {
    await addAccount(world, 'guessed@example.test', 'customer');
    const guesser = client();
    const guess = (server: ServerProcess, password: string) =>
      guesser(server, 'POST', '/api/Auth/login', { body: { Email: 'guessed@example.test', Password: password } });
    for (const server of [a, b, a, b, a]) expect((await guess(server, 'Wrong-guess-1')).status).toBe(401);
    // The sixth try from that address waits, on either process, even with the right password.
    for (const server of [b, a]) {
      const held = await guess(server, WORLD_PASSWORD);
      expect(held.status).toBe(429);
      expect(((await held.json()) as { Message: string }).Message).toBe(ACCOUNT_MESSAGES.tooManySignIns);
    }
    // The owner, from an address that has not failed, gets in through either.
    expect(await signIn(b, 'guessed@example.test')).toBeTruthy();
  });

  it('spends a stream ticket once, whichever process it is used on first', async () => {
    await addAccount(world, 'listener@example.test', 'customer');
    const token = await signIn(a, 'listener@example.test');

    const first = await ticketFor(a, token);
    expect((await stream(a, first)).status).toBe(200);
    const replayed = await stream(b, first);
    expect(replayed.status).toBe(401);
    expect(replayed.body).toContain('invalid, used or expired');

    const second = await ticketFor(a, token);
    expect((await stream(b, second)).status).toBe(200);
    expect((await stream(a, second)).status).toBe(401);
  });

  it('delivers a notification made through one process to a stream open on the other', async () => {
    await addAccount(world, 'sender@example.test', 'customer');
    await addAccount(world, 'staff@example.test', 'admin');
    const customer = await signIn(a, 'sender@example.test');
    const admin = await signIn(a, 'staff@example.test', 'provider-login');

    const live = await stream(b, await ticketFor(b, customer));
    expect(live.status).toBe(200);
    const sent = await client()(a, 'POST', '/api/CustomerInquiry', {
      token: customer,
      body: { Name: 'Layla', Email: 'sender@example.test', Subject: 'Opening hours', Message: 'When do you open?' },
    });
    const { InqId } = (await sent.json()) as { InqId: string };
    const from = live.events.length;
    const resolved = await client()(a, 'PATCH', `/api/CustomerInquiry/${InqId}/status?status=resolved`, {
      token: admin,
    });
    expect(resolved.status).toBe(200);
    const pushed = await live.waitFor((event) => event.event === 'notification', 3000, from);
    expect(JSON.parse(pushed.data)).toMatchObject({ Type: 'inquiry.answered', Title: 'Your message was answered' });
  });

  it('refuses a disabled admin on both processes at the next request', async () => {
    await addAccount(world, 'owner@example.test', 'superAdmin');
    const disabled = await addAccount(world, 'leaving@example.test', 'admin');
    const superAdmin = await signIn(b, 'owner@example.test', 'provider-login');
    const admin = await signIn(b, 'leaving@example.test', 'provider-login');
    // The customer list is for admins only.
    const listCustomers = (server: ServerProcess) => client()(server, 'GET', '/api/customer', { token: admin });
    for (const server of [a, b]) expect((await listCustomers(server)).status).toBe(200);

    const disable = await client()(a, 'PATCH', `/api/Admin/admins/${disabled.id}/status`, {
      token: superAdmin,
      body: { IsActive: false },
    });
    expect(disable.status).toBe(200);
    for (const server of [b, a]) {
      const refused = await listCustomers(server);
      expect(refused.status).toBe(401);
      expect(((await refused.json()) as { Message: string }).Message).toBe(DELETED_USER_ERRORS.removed);
    }
  });

  // Last: it takes Redis away from both processes.
  it('refuses sign-in with 503 while Redis is down, serves the rest, and recovers by itself', async () => {
    await addAccount(world, 'patient@example.test', 'customer');
    await redis.stop();
    const from = client();
    const login = (server: ServerProcess) =>
      from(server, 'POST', '/api/Auth/login', { body: { Email: 'patient@example.test', Password: WORLD_PASSWORD } });
    for (const server of [a, b]) {
      // Nothing can count the guesses, so none are checked; the client is told to come back.
      const refused = await login(server);
      expect(refused.status).toBe(503);
      expect(((await refused.json()) as { Message: string }).Message).toBe(BRIEFLY_UNAVAILABLE);
      // The catalog does not depend on Redis: its requests pass uncounted.
      expect((await from(server, 'GET', '/api/Category')).status).toBe(200);
    }
    redis = await startRedisServer(redis.port);
    // ioredis reconnects on its own, with a back-off of up to two seconds.
    for (const server of [a, b])
      await expect.poll(async () => (await login(server)).status, { timeout: 10_000 }).toBe(200);
  });
});
