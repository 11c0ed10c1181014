import type { Plugin } from 'vite';

/**
 * Marks every `Type.X(...)` call in packages/contract as side-effect free, so the bundler drops the
 * wire schemas the browser never uses, and TypeBox with them (issue 18: ~9% of the entry).
 *
 * The contract builds its schemas at module load (`export const UuidSchema = Type.String(...)`).
 * A bundler must keep any call it cannot prove pure, and Rolldown rewrites `Type.String` to
 * TypeBox's inner binding before `treeshake.manualPureFunctions` could match the name `Type`. The
 * contract's own schema factories carry `#__NO_SIDE_EFFECTS__` for the same reason.
 */
export function pureSchemaCalls(): Plugin {
  const contractSource = /[\\/]packages[\\/]contract[\\/]src[\\/].*\.ts$/;
  return {
    name: 'marketplace:pure-schema-calls',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (!contractSource.test(id) || !code.includes('Type.')) return null;
      return { code: code.replace(/\bType\.([A-Z]\w*)\(/g, '/* @__PURE__ */ Type.$1('), map: null };
    },
  };
}
