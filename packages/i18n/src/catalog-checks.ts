import { parse, type Token } from '@messageformat/parser';
import { LOCALES, type Locale } from '@marketplace/contract';

// What every package's catalog test asks of its catalogs (issue 33): the same ids in every
// locale, valid ICU, the same arguments and tags on both sides, every plural with each of its
// language's categories (Arabic has six), and no Arabic message left as a copy of the English.

export type RawCatalog = Record<string, string>;

const PLURAL_CATEGORIES: Record<Locale, string[]> = {
  en: ['one', 'other'],
  ar: ['zero', 'one', 'two', 'few', 'many', 'other'],
};

interface Shape {
  /** Arguments and tags the message uses: `{name}`, `<link>`. */
  names: Set<string>;
  /** The category sets of its plurals, e.g. ['one,other']. */
  plurals: string[];
}

function shapeOf(tokens: readonly Token[], shape: Shape = { names: new Set(), plurals: [] }): Shape {
  for (const token of tokens) {
    if (token.type === 'argument') shape.names.add(`{${token.arg}}`);
    if (token.type === 'function') shape.names.add(`{${token.arg}, ${token.key}}`);
    if (token.type === 'content') {
      for (const [, tag] of token.value.matchAll(/<\/?([a-zA-Z0-9]+)\/?>/g)) shape.names.add(`<${tag}>`);
    }
    if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
      shape.names.add(`{${token.arg}}`);
      if (token.type === 'plural') {
        shape.plurals.push(
          token.cases
            .map((c) => c.key)
            .filter((k) => !k.startsWith('='))
            .sort()
            .join(','),
        );
      }
      for (const c of token.cases) shapeOf(c.tokens, shape);
    }
  }
  return shape;
}

/**
 * The problems of a set of catalogs, one line each; empty when they are sound.
 * `sameInBoth` lists ids whose Arabic may equal the English (a brand name, an e-mail address).
 */
export function catalogProblems(
  catalogs: Record<Locale, RawCatalog>,
  { sameInBoth = [] }: { sameInBoth?: readonly string[] } = {},
): string[] {
  const problems: string[] = [];
  const shapes = {} as Record<Locale, Map<string, Shape>>;
  for (const locale of LOCALES) {
    shapes[locale] = new Map();
    for (const [id, message] of Object.entries(catalogs[locale])) {
      try {
        const shape = shapeOf(parse(message, { cardinal: [] }));
        shapes[locale].set(id, shape);
        const expected = PLURAL_CATEGORIES[locale].slice().sort().join(',');
        for (const categories of shape.plurals) {
          if (categories !== expected) problems.push(`${locale} "${id}": plural has ${categories}, needs ${expected}`);
        }
      } catch (error) {
        problems.push(`${locale} "${id}": not valid ICU (${error instanceof Error ? error.message : String(error)})`);
      }
    }
  }
  const english = catalogs.en;
  for (const locale of LOCALES) {
    for (const id of Object.keys(english))
      if (!(id in catalogs[locale])) problems.push(`${locale}: "${id}" is missing`);
    for (const id of Object.keys(catalogs[locale]))
      if (!(id in english)) problems.push(`${locale}: "${id}" is not in en`);
  }
  for (const [id, shape] of shapes.en) {
    const arabic = shapes.ar.get(id);
    if (!arabic) continue;
    const names = (s: Shape) => [...s.names].sort().join(' ');
    if (names(shape) !== names(arabic)) {
      problems.push(`ar "${id}": uses ${names(arabic) || 'nothing'} where en uses ${names(shape) || 'nothing'}`);
    }
    if (catalogs.ar[id] === english[id] && !sameInBoth.includes(id) && /[a-z]/i.test(english[id] ?? '')) {
      problems.push(`ar "${id}": is the English text`);
    }
  }
  return problems;
}
