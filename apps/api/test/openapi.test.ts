import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { generateOpenApiDocument, OPENAPI_FILE } from '../src/openapi-document';
import { createTestApp } from './test-app';

describe('committed OpenAPI document', () => {
  it('matches what the routes generate (run `pnpm openapi` after changing a route)', async () => {
    const committed = await readFile(OPENAPI_FILE, 'utf8').catch(() => '');
    const generated = await generateOpenApiDocument();
    expect(committed, 'apps/api/openapi.json is stale: run `pnpm openapi` and commit it').toBe(generated);
  });

  it('gives every operation the ?lang= parameter once, however often the document is read', async () => {
    const t = await createTestApp();
    try {
      for (let reading = 0; reading < 2; reading += 1) {
        const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
          paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
        };
        const counts = Object.values(document.paths).flatMap((operations) =>
          Object.values(operations).map(
            (operation) => (operation.parameters ?? []).filter((p) => p.name === 'lang' && p.in === 'query').length,
          ),
        );
        expect(counts.length).toBeGreaterThan(50);
        expect(new Set(counts)).toEqual(new Set([1]));
      }
    } finally {
      await t.close();
    }
  });
});
