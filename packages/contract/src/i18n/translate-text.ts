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
 * Arabic is in the catalog under the template itself, and how to take a text apart (the named
 * groups are the template's arguments). Arguments named `label` are texts of the contract too (a
 * field's name, a status) and are translated first; so are those ending in `Label`, for texts with
 * two of them (`fromLabel`, `toLabel`). Any other argument is data (a name, an e-mail, a number)
 * and is kept as it is.
 */
export const TEXT_TEMPLATES: ReadonlyArray<{ readonly template: string; readonly pattern: RegExp }> = [
  // validation/messages.ts
  { template: '{label} is required', pattern: /^(?<label>.+) is required$/ },
  {
    template: '{label} must be at most {max} characters',
    pattern: /^(?<label>.+) must be at most (?<max>\d+) characters$/,
  },
  // errors/feature-messages.ts: the error is the server's Message, often a text of the contract.
  { template: 'Error loading transactions: {label}', pattern: /^Error loading transactions: (?<label>.*)$/s },
  // errors/admin-messages.ts
  { template: 'An invitation has been sent to {email}.', pattern: /^An invitation has been sent to (?<email>.+)\.$/ },
  // errors/order-messages.ts
  {
    template: '"{name}" is no longer available. Please remove it from your cart.',
    pattern: /^"(?<name>.*)" is no longer available\. Please remove it from your cart\.$/,
  },
  {
    template: '"{name}" is out of stock. Please remove it from your cart.',
    pattern: /^"(?<name>.*)" is out of stock\. Please remove it from your cart\.$/,
  },
  {
    template: 'Only {left} of "{name}" left in stock. Please lower the quantity in your cart.',
    pattern: /^Only (?<left>\d+) of "(?<name>.*)" left in stock\. Please lower the quantity in your cart\.$/,
  },
  {
    template: 'An order item that is {fromLabel} cannot become {toLabel}.',
    pattern: /^An order item that is (?<fromLabel>\S+) cannot become (?<toLabel>\S+)\.$/,
  },
  { template: 'This order item is already {label}.', pattern: /^This order item is already (?<label>.+)\.$/ },
  {
    template: 'None of your items in this order can become {label}.',
    pattern: /^None of your items in this order can become (?<label>.+)\.$/,
  },
  // errors/payout-messages.ts; the balance is formatBhd's "12.500 BHD", so the Arabic can say د.ب.
  {
    template: 'This payout is already {label}: only a pending payout can be settled or rejected.',
    pattern: /^This payout is already (?<label>.+): only a pending payout can be settled or rejected\.$/,
  },
  {
    template: 'Payout to {bank} account ending {ending}',
    pattern: /^Payout to (?<bank>.+) account ending (?<ending>\d+)$/,
  },
  // A description is a text of the contract; the reason is the admin's own words.
  {
    template: '{label} (bank reference {reference})',
    pattern: /^(?<label>.+?) \(bank reference (?<reference>.*)\)$/s,
  },
  { template: '{label} (rejected: {reason})', pattern: /^(?<label>.+?) \(rejected: (?<reason>.*)\)$/s },
  {
    template: 'The amount is more than your available balance of {amount} BHD.',
    pattern: /^The amount is more than your available balance of (?<amount>-?\d+(?:\.\d+)?) BHD\.$/,
  },
  // errors/provider-messages.ts
  {
    template: 'Your business is {label}: only a rejected business profile can be resubmitted for review.',
    pattern: /^Your business is (?<label>.+): only a rejected business profile can be resubmitted for review\.$/,
  },
  {
    template: 'Cannot change a provider from {fromLabel} to {toLabel}.',
    pattern: /^Cannot change a provider from (?<fromLabel>\S+) to (?<toLabel>\S+)\.$/,
  },
  // listing-import.ts
  {
    template: 'Unknown column "{name}". The columns are: {columns}.',
    pattern: /^Unknown column "(?<name>.*)"\. The columns are: (?<columns>.+)\.$/,
  },
  { template: 'At most {max} characters.', pattern: /^At most (?<max>\d+) characters\.$/ },
  {
    template: 'This listing is already updated by row {row}.',
    pattern: /^This listing is already updated by row (?<row>\d+)\.$/,
  },
  {
    template: '{count} more errors are not listed: fix these first.',
    pattern: /^(?<count>\d+) more errors are not listed: fix these first\.$/,
  },
  // errors/conversation-messages.ts: every 429 of the API.
  {
    template: 'Too many requests. Please wait {seconds} seconds and try again.',
    pattern: /^Too many requests\. Please wait (?<seconds>\d+) seconds and try again\.$/,
  },
  // sorting.ts: the 400 of a sort parameter, listing the values it takes.
  { template: 'Sort must be one of {values}.', pattern: /^Sort must be one of (?<values>.+)\.$/ },
];

/** Arguments that are texts of the contract themselves, translated before they are put in. */
function isTextArgument(name: string): boolean {
  return name === 'label' || name.endsWith('Label');
}

/** A text of the contract in the catalog's language; a text it has no translation for stays as it is. */
export function translateText(text: string, lookup: CatalogLookup): string {
  const exact = lookup(text);
  if (exact !== undefined) return exact;
  for (const { template, pattern } of TEXT_TEMPLATES) {
    const match = pattern.exec(text);
    if (!match?.groups) continue;
    const values = Object.fromEntries(
      Object.entries(match.groups).map(([name, value]) => [
        name,
        isTextArgument(name) ? translateText(value, lookup) : value,
      ]),
    );
    const translated = lookup(template, values);
    if (translated !== undefined) return translated;
  }
  return text;
}
