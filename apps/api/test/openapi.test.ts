import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { generateOpenApiDocument, OPENAPI_FILE } from '../src/openapi-document';

describe('committed OpenAPI document', () => {
  it('matches what the routes generate (run `pnpm openapi` after changing a route)', async () => {
    const committed = await readFile(OPENAPI_FILE, 'utf8').catch(() => '');
    const generated = await generateOpenApiDocument();
    expect(committed, 'apps/api/openapi.json is stale: run `pnpm openapi` and commit it').toBe(generated);
  });
});
