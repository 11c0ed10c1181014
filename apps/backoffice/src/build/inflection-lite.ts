// Stands in for the `inflection` package in the back office's build (vite.config.ts). react-admin
// reads it only for fallbacks: a resource or field without a label is named from its code
// ("categories" -> "Categories", "createdAt" -> "Created at"). Every name on our screens comes
// from our catalogs, and the package's rule tables were ~3 KB gzip of each portal's first load.
// These plain English rules give the same answers for the codes we use (inflection-lite.test.ts).

const SIBILANT_END = /(s|x|z|ch|sh)$/i;
const CONSONANT_Y_END = /([^aeiou])y$/i;

export function pluralize(word: string): string {
  if (/[^s]s$/i.test(word) || /ies$/i.test(word)) return word;
  if (CONSONANT_Y_END.test(word)) return word.replace(CONSONANT_Y_END, '$1ies');
  if (SIBILANT_END.test(word)) return `${word}es`;
  return `${word}s`;
}

export function singularize(word: string): string {
  if (/ies$/i.test(word)) return word.replace(/ies$/i, 'y');
  if (/(ss|us|is)$/i.test(word)) return word;
  if (/(ses|xes|zes|ches|shes)$/i.test(word)) return word.slice(0, -2);
  if (/s$/i.test(word)) return word.slice(0, -1);
  return word;
}

export const inflect = (word: string, count: number) => (count === 1 ? singularize(word) : pluralize(word));

/** "createdAt", "created-at" -> "created_at". */
export const underscore = (text: string) =>
  text
    .replace(/([a-z\d])([A-Z])/g, '$1_$2')
    .replace(/[-\s]+/g, '_')
    .toLowerCase();

/** "orders" -> "Orders" (the rest lower case, as the package does). */
export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();

/** "created_at", "category_id" -> "Created at", "Category". */
export function humanize(text: string): string {
  return capitalize(text.replace(/_id$/i, '').replace(/_+/g, ' ').trim());
}

const TRANSFORMS: Readonly<Record<string, (text: string) => string>> = {
  pluralize,
  singularize,
  underscore,
  humanize,
  capitalize,
};

/** transform("createdAt", ["underscore", "humanize"]) -> "Created at". */
export const transform = (text: string, steps: readonly string[]) =>
  steps.reduce((result, step) => TRANSFORMS[step]?.(result) ?? result, text);
