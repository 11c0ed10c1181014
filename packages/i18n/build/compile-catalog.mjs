// Turns a catalog of ICU messages ({ "cart.title": "Your cart ({count, plural, ...})" }) into
// Lingui's compiled form, so the browser gets no message parser: @lingui/core formats compiled
// messages only (issue 33: about 6 KB gzip saved against compiling in the browser).
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { parse } from '@messageformat/parser';

/**
 * @param {Record<string, string>} catalog
 * @param {string} [source] where the catalog came from, for the error message
 * @returns {Record<string, unknown>}
 */
export function compileCatalog(catalog, source = 'catalog') {
  const compiled = {};
  for (const [id, message] of Object.entries(catalog)) {
    if (typeof message !== 'string') throw new Error(`${source}: "${id}" is not a string`);
    try {
      // Lingui's compiler keeps a message it cannot parse as plain text: parse first to refuse it.
      parse(message, { cardinal: [] });
      compiled[id] = compileMessage(message);
    } catch (error) {
      throw new Error(
        `${source}: "${id}" is not a valid ICU message: ${error instanceof Error ? error.message : error}`,
      );
    }
  }
  return compiled;
}
