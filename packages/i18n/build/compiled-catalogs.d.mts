import type { Plugin } from 'vite';

/** A Vite plugin: `locales/<locale>.json` catalogs are imported compiled. */
export function compiledCatalogs(): Plugin;

/** The file names the plugin compiles. */
export const CATALOG: RegExp;
