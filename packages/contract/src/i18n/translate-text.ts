// The contract's texts (the spec's error texts, toasts and validation messages, and ours beside
// them) are values on the wire: the API sends them as `Message`, forms get them from the yup
// schemas, toasts from the constants. They stay English in the contract, exactly as the spec
// writes them. Their Arabic is a catalog keyed by the English text itself (locales/ar.json), so
// the API can translate any message it is about to send without its services knowing the
// reader's language, and the apps can translate what the schemas and constants give them.

/** Looks a catalog id up with values; undefined when the catalog has no such id. */
export type CatalogLookup = (id: string, values?: Record<string, string>) => string | undefined;

/**
 * The texts the contract's functions make ("First name is required"): the English template, whose
 * Arabic is in the catalog under the template itself, and how to take a text apart. Arguments
 * named `label` are texts of the contract too (a field's name) and are translated first.
 */
export const TEXT_TEMPLATES: ReadonlyArray<{ readonly template: string; readonly pattern: RegExp }> = [];

/** A text of the contract in the catalog's language; a text it has no translation for stays as it is. */
export function translateText(text: string, lookup: CatalogLookup): string {
  const exact = lookup(text);
  if (exact !== undefined) return exact;
  for (const { template, pattern } of TEXT_TEMPLATES) {
    const match = pattern.exec(text);
    if (!match?.groups) continue;
    const values = Object.fromEntries(
      Object.entries(match.groups).map(([name, value]) => [name, name === 'label' ? translateText(value, lookup) : value]),
    );
    const translated = lookup(template, values);
    if (translated !== undefined) return translated;
  }
  return text;
}
