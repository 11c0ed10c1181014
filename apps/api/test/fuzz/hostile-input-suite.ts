import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';
import { buildFuzzWorld, FUZZ_ROLES, type FuzzRole, type FuzzWorld } from './fuzz-world';
import { operationsOf, requestArbitrary, type HostileRequest, type Operation } from './hostile-requests';
import { leakIn } from './response-leaks';

// Issue 14: no input, however hostile, may produce a 5xx or show internals. For every operation of
// the OpenAPI document the running app publishes (a new route is covered without editing these
// files), fast-check sends hostile variants of its parameters and body as each role. The seed is
// fixed, so a failure replays; FUZZ_RUNS (runs per operation and role) trades depth for time.
//
// The operations are dealt round-robin to HOSTILE_INPUT_PARTS test files (test/hostile-input-*.test.ts),
// each with its own app and world, so the test workers share them: in one file they were the last
// minute of each database pass, with one core idle (issue 31). An operation keeps its seed
// whichever part runs it.

/** How many test files share the operations; each file calls describeHostileInput with its part. */
export const HOSTILE_INPUT_PARTS = 4;

const SEED = Number(process.env['FUZZ_SEED'] ?? 14);
const RUNS = Number(process.env['FUZZ_RUNS'] ?? 24);

let addressCounter = 0;
/** A fresh client address per request keeps the per-address limits out of the way. */
const nextAddress = () => {
  addressCounter += 1;
  return `10.14.${Math.floor(addressCounter / 250) % 250}.${addressCounter % 250}`;
};

async function send(app: FastifyInstance, operation: Operation, request: HostileRequest, headers: object) {
  const response = await app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: { ...request.headers, ...headers },
    remoteAddress: nextAddress(),
    ...(request.payload === undefined ? {} : { payload: request.payload }),
    // A stream that opened never ends on its own: take its status and let it go.
    ...(operation.streams ? { payloadAsStream: true } : {}),
  });
  if (!operation.streams) return { statusCode: response.statusCode, body: response.body };
  if (response.statusCode === 200) {
    response.stream().destroy();
    return { statusCode: 200, body: '' };
  }
  const chunks: Buffer[] = [];
  for await (const chunk of response.stream()) chunks.push(chunk as Buffer);
  return { statusCode: response.statusCode, body: Buffer.concat(chunks).toString('utf8') };
}

/** Part `part` (1-based) of HOSTILE_INPUT_PARTS: every operation whose index falls to it. */
export function describeHostileInput(part: number) {
  describe(`hostile input, part ${part} of ${HOSTILE_INPUT_PARTS} (fast-check over every OpenAPI operation)`, () => {
    let t: TestApp;
    let world: FuzzWorld;
    let operations: Operation[];
    const isMine = (operationIndex: number) => operationIndex % HOSTILE_INPUT_PARTS === part - 1;
    const myOperations = () => (operations ?? []).filter((_, operationIndex) => isMine(operationIndex));
    const tally = { requests: 0, byStatus: new Map<number, number>() };

    beforeAll(async () => {
      t = await createTestApp({ RATE_LIMIT_MAX: '1000000' });
      world = await buildFuzzWorld(t.app);
      operations = operationsOf(t.app.swagger());
    }, 120_000);
    afterAll(async () => {
      const statuses = [...tally.byStatus.entries()].sort(([a], [b]) => a - b).map(([code, n]) => `${code}:${n}`);
      console.log(
        `hostile-input part ${part}: ${tally.requests} requests over ${myOperations().length} ` +
          `of ${operations?.length ?? 0} operations x ${FUZZ_ROLES.length} roles ` +
          `(${RUNS} runs each, seed ${SEED}); statuses ${statuses.join(' ')}`,
      );
      await t?.close();
    });

    it('finds the operations of the OpenAPI document, and its share of them', () => {
      expect(operations.length).toBeGreaterThan(80);
      expect(myOperations().length).toBeGreaterThan(0);
    });

    it('never answers 5xx nor shows a stack trace or SQL, whoever sends what', async () => {
      for (const [operationIndex, operation] of operations.entries()) {
        if (!isMine(operationIndex)) continue;
        await world.restoreAccounts();
        for (const [roleIndex, role] of FUZZ_ROLES.entries()) {
          const requests = requestArbitrary(operation, world.pools[role], world.files);
          await fc.assert(
            fc.asyncProperty(requests, async (request) => {
              const answer = await send(t.app, operation, request, world.headers[role as FuzzRole]);
              tally.requests += 1;
              tally.byStatus.set(answer.statusCode, (tally.byStatus.get(answer.statusCode) ?? 0) + 1);
              const where = `${role} ${request.method} ${request.url.slice(0, 300)} -> ${answer.statusCode}`;
              expect(answer.statusCode, `${where}: ${answer.body.slice(0, 300)}`).toBeLessThan(500);
              expect(
                leakIn(answer.statusCode, answer.body, request.sentTexts),
                `${where}: ${answer.body}`,
              ).toBeUndefined();
            }),
            { seed: SEED * 10_000 + operationIndex * 10 + roleIndex, numRuns: RUNS, endOnFailure: true },
          );
        }
      }
    }, 600_000);
  });
}
