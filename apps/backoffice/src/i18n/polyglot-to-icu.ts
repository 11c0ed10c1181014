// react-admin's messages are written for Polyglot ("%{name}", "one |||| many" by `smart_count`);
// our catalogs are ICU (Lingui). This turns one into the other, so the English react-admin catalog
// is exactly the installed ra-language-english (locales/react-admin.test.ts holds it to that).

/**
 * Polyglot's "%{name}" as ICU's "{name}"; any other brace quoted so it stays literal. (An apostrophe
 * is literal in ICU unless a brace follows it, as in "don't": none of react-admin's does.)
 */
function icuText(polyglot: string): string {
  return polyglot
    .split(/(%\{\w+\})/)
    .map((part, index) => (index % 2 ? `{${part.slice(2, -1)}}` : part.replace(/[{}]/g, (brace) => `'${brace}'`)))
    .join('');
}

/** One Polyglot message as ICU: "1 item |||| %{smart_count} items" is a plural on smart_count. */
export function polyglotToIcu(message: string): string {
  const forms = message.split('||||').map((form) => icuText(form.trim()));
  if (forms.length === 1) return forms[0]!;
  // Polyglot's English rule: the first form for 1, the second for every other count.
  return `{smart_count, plural, one {${forms[0]}} other {${forms[1]}}}`;
}

/** Polyglot's nested messages as flat ids: { ra: { action: { add: 'Add' } } } -> { 'ra.action.add': 'Add' }. */
export function flatMessages(nested: object, prefix = ''): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(nested)) {
    const id = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat[id] = value;
    else if (value && typeof value === 'object') Object.assign(flat, flatMessages(value as object, id));
  }
  return flat;
}
