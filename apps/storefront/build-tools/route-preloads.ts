import type { Plugin, Rollup } from 'vite';

/** What the build writes for apps/api (plugins/spa.ts): per route pattern, the files to preload. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

export interface RoutePreload {
  /** A route path pattern, `:name` standing for one path segment. */
  readonly pattern: string;
  /** Absolute URLs of the route's chunk and its static imports that the entry does not load. */
  readonly files: readonly string[];
}

/**
 * Writes `route-preloads.json` (issue 18): for each route given (pattern -> route module), the
 * chunks a first visit to it downloads beyond the entry. The API puts them into that page's
 * index.html as `<link rel="modulepreload">`, so a phone fetches the page's code together with
 * the entry instead of after the entry has run and asked for it (one round trip less before the
 * page can paint).
 */
export function routePreloads(routes: Readonly<Record<string, string>>): Plugin {
  return {
    name: 'marketplace:route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (file: string, into = new Set<string>()): Set<string> => {
        if (into.has(file)) return into;
        into.add(file);
        for (const imported of byFile.get(file)?.imports ?? []) closure(imported, into);
        return into;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      const loadedByEntry = entry ? closure(entry.fileName) : new Set<string>();
      const preloads: RoutePreload[] = Object.entries(routes).map(([pattern, module]) => {
        const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(`/${module}`));
        if (!chunk) this.error(`route-preloads: no chunk for ${module} (${pattern})`);
        const files = [...closure(chunk.fileName)].filter((file) => !loadedByEntry.has(file)).map((file) => `/${file}`);
        return { pattern, files };
      });
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: `${JSON.stringify(preloads, null, 2)}\n` });
    },
  };
}
