import type { FastifyInstance } from 'fastify';

// Every route the app registered, read from the app itself, so that a route added later without
// a row fails the matrix. Fastify's router prints its radix tree (`printRoutes()`): each line is a
// segment of the path below its parent's, with the methods of a route that ends there. The
// router is case-insensitive, so it prints static segments in lower case; keys are compared in
// lower case. HEAD is left out: Fastify adds it to every GET, and it answers as the GET does.

const LINE = /^((?:│ {3}| {4})*)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/;

/** "GET /api/Order/{id}" and "GET /api/order/:id" both become "GET /api/order/:id". */
export function routeKey(operation: string): string {
  const [method, path] = operation.trim().split(/\s+/);
  return `${method!.toUpperCase()} ${path!.replace(/\{([^}]+)\}/g, ':$1').toLowerCase()}`;
}

/** Every method and path the router knows, as route keys. */
export function registeredRoutes(app: FastifyInstance): string[] {
  const keys = new Set<string>();
  const prefixes: string[] = [];
  for (const line of app.printRoutes().split('\n')) {
    const match = LINE.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (prefixes[depth - 1] ?? '') + match[2]!;
    prefixes[depth] = path;
    prefixes.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD') keys.add(routeKey(`${method} ${path}`));
    }
  }
  return [...keys].sort();
}

/** Every operation of the OpenAPI document the app generates (what the committed openapi.json holds). */
export function documentedOperations(app: FastifyInstance): string[] {
  const document = app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
  );
}
