import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOG, compiledCatalogs } from '../build/compiled-catalogs.mjs';

// Every catalog of the workspace goes through the plugin: one it missed works in development,
// where Lingui compiles messages on the fly, and shows raw ICU in production.

const root = join(import.meta.dirname, '..', '..', '..');

function catalogFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name.startsWith('.') || name === 'dist' || name === 'dist-server') return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return catalogFiles(path);
    return /[\\/]locales[\\/].*\.json$/.test(path) ? [path] : [];
  });
}

describe('the compiled-catalogs plugin', () => {
  const files = ['packages', 'apps'].flatMap((folder) => catalogFiles(join(root, folder)));

  it('finds the catalogs of the design system, the contract and every area of the storefront', () => {
    const names = files.map((file) => relative(root, file));
    expect(names).toContain('packages/ui/src/locales/ar.json');
    expect(names).toContain('packages/contract/src/locales/ar.json');
    expect(names).toContain('apps/storefront/src/locales/catalog/ar.json');
  });

  it.each(files.map((file) => [relative(root, file), file]))('compiles %s', async (_name, file) => {
    expect(CATALOG.test(file)).toBe(true);
    const plugin = compiledCatalogs() as { load: (this: unknown, id: string) => Promise<string | null> };
    const compiled = JSON.parse((await plugin.load.call({ addWatchFile: () => undefined }, file))!) as Record<
      string,
      unknown
    >;
    // A compiled message is a string without ICU syntax or an array of parts, never raw ICU.
    for (const [id, message] of Object.entries(compiled)) {
      if (typeof message === 'string') expect(message, id).not.toMatch(/\{\w+(,\s*(plural|select)|\})/);
    }
  });
});
