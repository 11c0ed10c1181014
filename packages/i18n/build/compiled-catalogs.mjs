// A Vite plugin: a message catalog (`locales/<locale>.json`, or `locales/<area>/<locale>.json` as
// the storefront splits them, anywhere in the workspace) is imported already compiled
// (compile-catalog.mjs), in the browser build, the server build and the tests alike. A catalog it
// missed would still work in development, where Lingui compiles on the fly, and show raw ICU in
// production: the test of this plugin names every catalog of the workspace.
import { readFile } from 'node:fs/promises';
import { compileCatalog } from './compile-catalog.mjs';

/** `…/locales/ar.json` or `…/locales/catalog/ar.json`. */
export const CATALOG = /[\\/]locales[\\/](?:[a-z-]+[\\/])?[a-z]{2}\.json$/;

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
