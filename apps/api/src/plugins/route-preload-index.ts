import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

/** Written by the storefront build (apps/storefront/build-tools/route-preloads.ts). */
const ROUTE_PRELOADS_FILE = 'route-preloads.json';

interface RoutePreload {
  pattern: string;
  files: string[];
}

/** index.html for one route, with its chunks announced; brotli-compressed once, at start. */
export interface PreloadingIndex {
  readonly html: Buffer;
  readonly brotli: Buffer;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** '/services/:serviceItemId' matches '/services/' plus one non-empty segment, nothing more. */
function patternToRegExp(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)))
    .join('/');
  return new RegExp(`^${source}$`);
}

function isRoutePreloadList(value: unknown): value is RoutePreload[] {
  return (
    Array.isArray(value) &&
    value.every(
      (entry: { pattern?: unknown; files?: unknown }) =>
        typeof entry?.pattern === 'string' &&
        Array.isArray(entry.files) &&
        entry.files.every((file) => typeof file === 'string' && /^\/assets\/[\w.-]+\.js$/.test(file)),
    )
  );
}

/**
 * The storefront's index.html per catalog route, with `<link rel="modulepreload">` for the files
 * that page loads beyond the entry (issue 18): the browser fetches them beside the entry instead
 * of after it has run. Returns a lookup by request path; paths of other routes (and a build
 * without the list, or with a list that is not what the build writes) get undefined, and the
 * caller sends the plain index.html.
 */
export function loadPreloadingIndexes(storefrontDir: string): (path: string) => PreloadingIndex | undefined {
  const listPath = join(storefrontDir, ROUTE_PRELOADS_FILE);
  if (!existsSync(listPath)) return () => undefined;
  const list: unknown = JSON.parse(readFileSync(listPath, 'utf8'));
  if (!isRoutePreloadList(list)) throw new Error(`${listPath} is not a list of { pattern, files }`);
  const index = readFileSync(join(storefrontDir, 'index.html'), 'utf8');
  const routes = list.map(({ pattern, files }) => {
    const links = files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('');
    const html = Buffer.from(index.replace('</head>', `${links}</head>`));
    const brotli = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    return { match: patternToRegExp(pattern), page: { html, brotli } };
  });
  return (path) => routes.find((route) => route.match.test(path))?.page;
}
