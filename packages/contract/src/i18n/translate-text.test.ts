import { describe, expect, it } from 'vitest';
import * as contract from '../index';
import {
  ADMIN_USER_MESSAGES,
  BOOKING_STATUSES,
  CART_TOASTS,
  DEFAULT_FALLBACKS,
  emailField,
  emailVerificationToast,
  formatBhd,
  illegalProviderTransition,
  importDuplicateUpdate,
  importMoreErrors,
  importTextTooLong,
  LOGIN_ERRORS,
  maxLengthMessage,
  newPasswordField,
  optionalTextField,
  ORDER_CHANGE_ERRORS,
  ORDER_ERRORS,
  PAYMENT_METHOD_LABELS,
  PAYOUT_DESCRIPTIONS,
  PAYOUT_ERRORS,
  payoutRequestFormSchema,
  PROVIDER_ACCOUNT_STATES,
  requiredMessage,
  requiredTextField,
  resubmitNotRejected,
  sortSchema,
  TRANSACTION_STATUSES,
  transactionsLoadError,
  unknownImportColumn,
  VALIDATION_MESSAGES,
} from '../index';
import ar from '../locales/ar.json';
import { TEXT_TEMPLATES, translateText, type CatalogLookup } from './translate-text';

// The contract's English texts and their Arabic catalog (locales/ar.json): every text the contract
// exports or makes has an Arabic translation, the catalog holds nothing else, and the English
// stays as the spec writes it.

const catalog: Readonly<Record<string, string>> = ar;

/** The `{name}` arguments of an ICU message without plurals or selects, as the catalog's are. */
function interpolate(message: string, values: Record<string, string> = {}): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** A lookup over the catalog, recording the ids it answered. */
function catalogLookup(used?: Set<string>): CatalogLookup {
  return (id, values) => {
    if (!Object.hasOwn(catalog, id)) return undefined;
    used?.add(id);
    return interpolate(catalog[id] ?? '', values);
  };
}

const toArabic = (text: string, used?: Set<string>) => translateText(text, catalogLookup(used));
const ARABIC_LETTER = /[\u0621-\u064A]/;

// Collecting the texts ----------------------------------------------------------------------------

/** A text a person reads: one line holding a Latin letter and a space (not an id, a code or a pattern). */
function isText(value: string): boolean {
  return /[A-Za-z]/.test(value) && / /.test(value) && !/[\r\n]/.test(value) && !value.includes('${');
}

/** Texts that are not words but single terms a person reads, kept apart by isText. */
const SINGLE_WORD_TEXTS: readonly string[] = [...Object.values(PAYMENT_METHOD_LABELS), contract.BRAND_SUFFIX];

/** Texts that hold no words to translate: the listing import's template is data (CSV). */
const NOT_TEXTS: ReadonlySet<unknown> = new Set([contract.LISTING_IMPORT_TEMPLATE_CSV]);

interface YupTestLike {
  OPTIONS?: { message?: unknown };
}

/** The parts of a yup schema that hold its messages (yup keeps them on each test's OPTIONS). */
interface YupSchemaLike {
  __isYupSchema__: true;
  tests: YupTestLike[];
  internalTests?: Record<string, YupTestLike | undefined>;
  fields?: Record<string, YupSchemaLike>;
  innerType?: YupSchemaLike;
  resolve(options: { parent?: unknown; value?: unknown }): YupSchemaLike;
}

function isYupSchema(value: unknown): value is YupSchemaLike {
  return typeof value === 'object' && value !== null && '__isYupSchema__' in value;
}

/** TypeBox schemas: only their `errorMessage`s are read by people (titles and descriptions are API docs). */
function isTypeBoxSchema(value: object): boolean {
  return '~kind' in value;
}

/** Parent values under which `when` conditions resolve (the listing form's stock depends on Type). */
const CONDITION_PARENTS = [{}, { Type: 'item' }, { Type: 'service' }];

function collectYup(schema: YupSchemaLike, add: (text: string) => void): void {
  const tests = [...schema.tests, ...Object.values(schema.internalTests ?? {})];
  for (const test of tests) {
    const message = test?.OPTIONS?.message;
    if (typeof message === 'string' && isText(message)) add(message);
  }
  for (const field of Object.values(schema.fields ?? {})) {
    for (const parent of CONDITION_PARENTS) collectYup(field.resolve({ parent }), add);
  }
  if (schema.innerType) collectYup(schema.innerType, add);
}

/** Every text in a value: strings, objects and arrays at any depth, yup schemas' messages. */
function collectTexts(root: unknown): Set<string> {
  const texts = new Set<string>();
  const seen = new Set<object>();
  const add = (text: string) => texts.add(text);
  const walk = (value: unknown, inSchema: boolean, key: string): void => {
    if (NOT_TEXTS.has(value)) return;
    if (typeof value === 'string') {
      // A toast's title may be one word ('Error').
      const toastPart = !inSchema && (key === 'title' || key === 'description') && /[A-Za-z]/.test(value);
      if ((isText(value) || toastPart) && (!inSchema || key === 'errorMessage')) add(value);
      return;
    }
    if (typeof value !== 'object' || value === null || seen.has(value) || value instanceof RegExp) return;
    seen.add(value);
    if (isYupSchema(value)) return collectYup(value, add);
    const schema = inSchema || isTypeBoxSchema(value);
    for (const [childKey, child] of Object.entries(value)) {
      // Strings inside an errorMessage object keep its key: { pattern: '...' } is still a message.
      walk(child, schema, schema && key === 'errorMessage' ? 'errorMessage' : childKey);
    }
  };
  walk(root, false, '');
  return texts;
}

/** Every text the contract exports (functions aside). */
const EXPORTED_TEXTS = [...collectTexts(contract), ...SINGLE_WORD_TEXTS];

/** Texts made by the contract's functions, with sample arguments; `data` must come through unchanged. */
const MADE_TEXTS: readonly { text: string; data?: string[] }[] = [
  { text: requiredMessage('Business name') },
  { text: contract.tooManyRequests(42), data: ['42'] },
  { text: maxLengthMessage('Comment', 2000), data: ['2000'] },
  { text: transactionsLoadError('Network Error'), data: ['Network Error'] },
  { text: transactionsLoadError(contract.TRANSACTION_ERRORS.notYourTransactions) },
  { text: ADMIN_USER_MESSAGES.invited('fatima.ali@example.com'), data: ['fatima.ali@example.com'] },
  { text: ORDER_CHANGE_ERRORS.listingUnavailable('Leak detection'), data: ['Leak detection'] },
  { text: ORDER_CHANGE_ERRORS.outOfStock('Water filter', 0), data: ['Water filter'] },
  { text: ORDER_CHANGE_ERRORS.outOfStock('Water filter', 3), data: ['Water filter', '3'] },
  ...BOOKING_STATUSES.flatMap((from) =>
    BOOKING_STATUSES.map((to) => ({ text: ORDER_CHANGE_ERRORS.illegalTransition(from, to) })),
  ),
  ...BOOKING_STATUSES.map((status) => ({ text: ORDER_CHANGE_ERRORS.alreadyInStatus(status) })),
  ...BOOKING_STATUSES.map((status) => ({ text: ORDER_CHANGE_ERRORS.nothingToChange(status) })),
  ...TRANSACTION_STATUSES.map((status) => ({ text: PAYOUT_ERRORS.notPending(status) })),
  { text: PAYOUT_ERRORS.overBalance(formatBhd(12.5, 3)), data: ['12.500 د.ب.'] },
  { text: PAYOUT_DESCRIPTIONS.byBankTransfer },
  { text: PAYOUT_DESCRIPTIONS.paid(PAYOUT_DESCRIPTIONS.byBankTransfer, 'NBB-2026-1130'), data: ['NBB-2026-1130'] },
  {
    text: PAYOUT_DESCRIPTIONS.toAccount('National Bank of Bahrain', '7841'),
    data: ['National Bank of Bahrain', '7841'],
  },
  {
    text: PAYOUT_DESCRIPTIONS.rejected(PAYOUT_DESCRIPTIONS.byBankTransfer, 'Wrong name (see IBAN)'),
    data: ['Wrong name (see IBAN)'],
  },
  ...PROVIDER_ACCOUNT_STATES.map((state) => ({ text: resubmitNotRejected(state) })),
  ...PROVIDER_ACCOUNT_STATES.flatMap((from) =>
    PROVIDER_ACCOUNT_STATES.map((to) => ({ text: illegalProviderTransition(from, to) })),
  ),
  { text: unknownImportColumn('Colour'), data: ['Colour', 'ServiceItemId, Type, Name'] },
  { text: importTextTooLong(150), data: ['150'] },
  { text: importDuplicateUpdate(4), data: ['4'] },
  { text: importMoreErrors(12), data: ['12'] },
  ...['enum', 'type'].map((keyword) => ({
    text: (
      sortSchema(['createdAt', 'name'], 'Sort', 'Sort order') as unknown as { errorMessage: Record<string, string> }
    ).errorMessage[keyword] as string,
    data: ['createdAt:asc, createdAt:desc, name:asc, name:desc'],
  })),
  ...[
    payoutRequestFormSchema(12.5),
    requiredTextField('Reason', 2000, 'multi'),
    optionalTextField('Contact name', 100),
    emailField(),
    newPasswordField(),
  ].flatMap((schema) => [...collectTexts(schema)].map((text) => ({ text }))),
  ...[true, false].flatMap((success) => {
    const toast = emailVerificationToast(success);
    return [{ text: toast.title }, { text: toast.description }];
  }),
];

/** Every id the catalog is asked for when all the texts above are translated. */
function idsInUse(): Set<string> {
  const used = new Set<string>();
  for (const text of EXPORTED_TEXTS) toArabic(text, used);
  for (const { text } of MADE_TEXTS) toArabic(text, used);
  return used;
}

// The tests --------------------------------------------------------------------------------------

describe('the Arabic catalog of the contract (locales/ar.json)', () => {
  it('finds the texts it should (the walk works)', () => {
    expect(EXPORTED_TEXTS.length).toBeGreaterThan(250);
    expect(EXPORTED_TEXTS).toEqual(
      expect.arrayContaining([
        'Cart not found.',
        CART_TOASTS.maxQuantity.title,
        'First name is required',
        'Password must be at most 128 characters',
        'Choose the availability',
        'An item needs an available quantity (0 or more).',
        'Sort must be one of createdAt:asc, createdAt:desc, name:asc, name:desc.',
      ]),
    );
    expect(EXPORTED_TEXTS).not.toContain(contract.LISTING_IMPORT_TEMPLATE_CSV);
  });

  it('translates every text the contract exports', () => {
    const untranslated = EXPORTED_TEXTS.filter((text) => !ARABIC_LETTER.test(toArabic(text)));
    expect(untranslated).toEqual([]);
  });

  it('translates the labels inside the exported texts a template makes ("First name is required")', () => {
    const untranslated = EXPORTED_TEXTS.filter((text) => !Object.hasOwn(catalog, text)).flatMap((text) => {
      const groups = TEXT_TEMPLATES.map(({ pattern }) => pattern.exec(text)?.groups).find(Boolean) ?? {};
      return Object.entries(groups)
        .filter(([name, value]) => (name === 'label' || name.endsWith('Label')) && !Object.hasOwn(catalog, value))
        .map(([, value]) => `${value} (in "${text}")`);
    });
    expect(untranslated).toEqual([]);
  });

  it('translates every text the contract makes, keeping its data and translating its statuses', () => {
    const problems: string[] = [];
    for (const { text, data = [] } of MADE_TEXTS) {
      const arabic = toArabic(text);
      if (!ARABIC_LETTER.test(arabic)) problems.push(`untranslated: ${text}`);
      for (const value of data) if (!arabic.includes(value)) problems.push(`lost "${value}": ${arabic}`);
      if (/\b(?:Pending|Confirmed|InProgress|Completed|Cancelled|BHD)\b/i.test(arabic)) {
        problems.push(`English word left: ${arabic}`);
      }
      if (/[{}]/.test(arabic)) problems.push(`argument left: ${arabic}`);
    }
    expect(problems).toEqual([]);
  });

  it('translates the field labels inside the texts it makes', () => {
    expect(toArabic(requiredMessage('First name'))).toBe(
      interpolate(catalog['{label} is required'] ?? '', { label: catalog['First name'] ?? '' }),
    );
    expect(toArabic(requiredMessage('First name'))).not.toMatch(/[A-Za-z]/);
    expect(toArabic(maxLengthMessage('Password', 128))).not.toMatch(/[A-Za-z]/);
  });

  it('has no entry that is not a text or a template of the contract', () => {
    const used = idsInUse();
    expect(Object.keys(catalog).filter((id) => !used.has(id))).toEqual([]);
    for (const { template } of TEXT_TEMPLATES) expect(used).toContain(template);
  });

  it('has a translation for every template, with the same arguments', () => {
    const argumentsOf = (message: string) => [...message.matchAll(/\{(\w+)\}/g)].map(([, name]) => name).sort();
    for (const { template, pattern } of TEXT_TEMPLATES) {
      expect(catalog, template).toHaveProperty([template]);
      expect(argumentsOf(catalog[template] ?? ''), template).toEqual(argumentsOf(template));
      const groups = [...pattern.source.matchAll(/\(\?<(\w+)>/g)].map(([, name]) => name).sort();
      expect(groups, template).toEqual(argumentsOf(template));
    }
  });

  it('is plain ICU: arguments only where the English has them, no quoting apostrophes', () => {
    const templates = new Set(TEXT_TEMPLATES.map(({ template }) => template));
    for (const [id, message] of Object.entries(catalog)) {
      const withoutArguments = templates.has(id) ? message.replace(/\{\w+\}/g, '') : message;
      expect(withoutArguments, id).not.toMatch(/[{}#]/);
      expect(message, id).not.toMatch(/'[{}'#]/);
      expect(message, id).toMatch(ARABIC_LETTER);
      expect(message, id).not.toMatch(/[\u0660-\u0669]/);
      expect(message.trim(), id).toBe(message);
    }
  });
});

describe('the English texts (the spec’s, unchanged)', () => {
  it.each([
    [VALIDATION_MESSAGES.emailInvalid, 'Please enter a valid email address'],
    [VALIDATION_MESSAGES.passwordTooShort, 'Password must be at least 8 characters'],
    [VALIDATION_MESSAGES.passwordsDontMatch, "Passwords don't match"],
    [CART_TOASTS.maxQuantity.description, 'You cannot add more items than available in stock.'],
    [LOGIN_ERRORS.badRequest, 'Username or password incorrect'],
    [ORDER_ERRORS.fallback, 'An unknown error occurred'],
    [DEFAULT_FALLBACKS.removeFromCart, 'Failed to remove item from cart'],
    [requiredMessage('First name'), 'First name is required'],
    [transactionsLoadError('Network Error'), 'Error loading transactions: Network Error'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('leaves a text it has no translation for as it is', () => {
    expect(toArabic('Something the server made up')).toBe('Something the server made up');
    expect(translateText(requiredMessage('First name'), () => undefined)).toBe('First name is required');
  });
});
