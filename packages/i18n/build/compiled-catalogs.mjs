// A Vite plugin: a message catalog (`locales/<locale>.json` anywhere in the workspace) is imported
// already compiled (compile-catalog.mjs), in the browser build, the server build and the tests alike.
import { readFile } from 'node:fs/promises';
import { compileCatalog } from './compile-catalog.mjs';

const CATALOG = /[\\/]locales[\\/][a-z]{2}\.json$/;

/** @returns {import('vite').Plugin} */
export function compiledCatalogs() {
  return {
    name: 'marketplace:compiled-catalogs',
    enforce: 'pre',
    async load(id) {
      if (!CATALOG.test(id)) return null;
      this.addWatchFile(id);
      const catalog = JSON.parse(await readFile(id, 'utf8'));
      // Still JSON (compiled messages are arrays and strings): Vite's JSON plugin makes it a module.
      return JSON.stringify(compileCatalog(catalog, id));
    },
  };
}
