import { OPENAPI_FILE, writeOpenApiDocument } from '../openapi-document';

// `pnpm openapi`: regenerates the committed OpenAPI document after a route or schema change.
await writeOpenApiDocument();
console.log(`Wrote ${OPENAPI_FILE}`);
