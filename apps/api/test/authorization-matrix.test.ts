import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentedOperations, registeredRoutes, routeKey } from './authorization-matrix/routes';
import { everyone, signedIn } from './authorization-matrix/identities';
import { del, get, operationOf, type Row } from './authorization-matrix/row';
import { runRow } from './authorization-matrix/run-row';
import { EXEMPT, MATRIX } from './authorization-matrix/table';
import { buildWorld } from './authorization-matrix/build-world';
import type { Request, World } from './authorization-matrix/world';
import { createTestApp, type TestApp } from './test-app';

// Issue 20, point 2: every operation of the API called as each of nine identities against the
// records of party A, with the expected answer of each cell in one table
// (authorization-matrix/table). A cell fails when its status differs, when it changed A's records
// without being A or an admin acting within their rights (A's records are read back from the
// database around every such cell), or when its answer carries A's private data to someone who
// may not read it. A route the app registers without a row (or an exemption with its reason)
// fails the first test, so a route added later is covered from the start.
// MATRIX_TRACE=1 prints every cell's answer (status and the start of its body).

describe('authorization matrix', () => {
  let t: TestApp;
  let world: World;

  beforeAll(async () => {
    // DEV_MAILBOX registers the development mailbox so that the route list includes it (it is
    // listed as exempt). Every request comes from its own client address (`call`), so the per
    // address limits never answer in place of the rule under test.
    // With a metrics token, so /metrics on the main port is one of the routes it calls.
    t = await createTestApp({ DEV_MAILBOX: 'true', METRICS_TOKEN: 'the-matrix-metrics-token-nobody-here-sends' });
    world = await buildWorld(t.app);
  });
  afterAll(() => t?.close());

  it('has a row or a stated exemption for every route the app registers, and none for a route it lacks', () => {
    const listed = new Set([...MATRIX.map(operationOf), ...Object.keys(EXEMPT)].map(routeKey));
    const registered = registeredRoutes(t.app);
    // Named as the OpenAPI document spells them where it has them (the router prints lower case).
    const spelled = new Map(documentedOperations(t.app).map((op) => [routeKey(op), op]));
    const withoutRow = registered.filter((route) => !listed.has(route)).map((route) => spelled.get(route) ?? route);
    const stale = [...listed].filter((route) => !registered.includes(route));
    // The OpenAPI document and the router must agree, or the route list above is not the whole API.
    const missedByRouter = documentedOperations(t.app).filter((op) => !registered.includes(routeKey(op)));
    expect({ withoutRow, stale, missedByRouter }).toEqual({ withoutRow: [], stale: [], missedByRouter: [] });
  });

  it('names each row once', () => {
    const ops = MATRIX.map((row) => row.op);
    expect(ops.filter((op, index) => ops.indexOf(op) !== index)).toEqual([]);
  });

  it("reports a cell that changes A's records or shows A's private data (the harness itself)", async () => {
    // Every identity sends customer A's own token, as if the API let anyone act as A.
    const asA = (request: Request): Request => ({ ...request, headers: world.callers.customerA.headers });
    const deletes: Row = {
      op: 'DELETE /api/Review/{id}#self-test',
      request: (a) => asA(del(`/api/Review/${a.reviewId}`)),
      answers: signedIn({ others: 403 }),
      fresh: (fresh) => fresh.review(),
    };
    const reads: Row = {
      op: 'GET /api/Customer/user/{userId}#self-test',
      request: (a) => asA(get(`/api/Customer/user/${a.customerId}`)),
      answers: everyone(200),
    };
    expect(await runRow(world, deletes)).toContainEqual(
      expect.stringMatching(/^visitor or disabledAdmin or deletedCustomer: changed A's .*reviews/),
    );
    const shown = `customerA's contact (${world.privateData.customerA.contact![0]})`;
    expect((await runRow(world, reads)).filter((line) => line.startsWith('customerB:'))).toContainEqual(
      expect.stringContaining(shown),
    );
  });

  it.each(MATRIX.map((row) => [row.op, row] as const))('%s', async (_op, row) => {
    expect(await runRow(world, row), `${row.op}, by identity`).toEqual([]);
  });
});
