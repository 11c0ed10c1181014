import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createApi } from '../create-api';
import { EVERY_CALL } from '../testing/every-call';
import { jsonResponse, type RecordedRequest } from '../testing/fake-fetch';
import { setupClient } from '../testing/setup-client';

// Every typed call against the API's committed OpenAPI document (apps/api/openapi.json, generated
// from the same contract schemas): the route and method exist, each query parameter is declared,
// and a body is sent exactly when the route takes one. Read as a file, not imported: packages
// never import apps.

interface Operation {
  readonly parameters?: readonly { readonly name: string; readonly in: string }[];
  readonly requestBody?: unknown;
}
type OpenApi = { readonly paths: Record<string, Record<string, Operation>> };

const openapi = JSON.parse(
  readFileSync(new URL('../../../../apps/api/openapi.json', import.meta.url), 'utf8'),
) as OpenApi;

/**
 * Routes no app calls through fetch: server-to-server, monitoring, the EventSource stream, and the
 * tax document link e-mails give, which the mail reader's browser opens.
 */
const NOT_CALLED = [
  'POST /api/Payment/webhook/tap',
  'GET /api/health',
  'GET /api/health/ready',
  'GET /api/health/live',
  'GET /api/Notification/stream',
  'GET /api/TaxDocument/{id}/pdf/link',
];

// Static segments win over parameters, as in the API's router: /api/Provider/top-rated is not {id}.
const placeholders = (template: string) => template.split('{').length;
const routes = Object.entries(openapi.paths).sort(([a], [b]) => placeholders(a) - placeholders(b));

function operationFor(request: RecordedRequest): { route: string; operation: Operation } | undefined {
  for (const [template, operations] of routes) {
    const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    const operation = operations[request.method.toLowerCase()];
    if (operation && pattern.test(request.pathname)) return { route: `${request.method} ${template}`, operation };
  }
  return undefined;
}

async function recordAll() {
  const { http, requests } = setupClient(() => jsonResponse(200, {}));
  const api = createApi(http);
  for (const call of EVERY_CALL) await call(api);
  return requests;
}

describe('every call matches apps/api/openapi.json', () => {
  it('uses a declared route and method, declared query parameters, and a body only where one is taken', async () => {
    const requests = await recordAll();
    expect(requests).toHaveLength(EVERY_CALL.length);
    for (const request of requests) {
      const match = operationFor(request);
      expect(match, `${request.method} ${request.path}`).toBeDefined();
      const declared = (match?.operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      for (const name of request.query.keys()) expect(declared, `${match?.route} ?${name}`).toContain(name);
      expect(request.body !== undefined, `${match?.route} body`).toBe(match?.operation.requestBody !== undefined);
    }
  });

  it('covers every route of the document the apps need', async () => {
    const called = new Set((await recordAll()).map((request) => operationFor(request)?.route));
    const all = Object.entries(openapi.paths).flatMap(([template, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${template}`),
    );
    expect(all.filter((route) => !called.has(route)).sort()).toEqual([...NOT_CALLED].sort());
  });
});
