// The raw material of the fuzz test: values attackers and clumsy clients send. Strings that a
// schema may accept (SQL, HTML, other scripts, edge lengths) reach the handlers and the database;
// the rest (control characters, wrong types, huge or infinite numbers) must be refused with a 4xx.

/** A piece of JSON written as is: numbers JSON.stringify cannot produce, or a whole broken body. */
export class RawJson {
  constructor(readonly text: string) {}
}

export const SQL_TEXTS = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '1) UNION SELECT password_hash FROM users --',
  '%',
  '_',
  '\\',
  '%_%\\%',
  '"; select pg_sleep(0); --',
];

export const HTML_TEXTS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(document.cookie)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
];

/** Text other scripts and Unicode corners: right-to-left, emoji, a byte-order mark, a lone surrogate. */
export const UNICODE_TEXTS = [
  'مرحبا بالعالم',
  'Café 👍🏽',
  '\u202eevil.exe',
  '\ufeffBOM',
  'zero\u200bwidth',
  'lone \ud800',
];

/** Control characters: NUL (PostgreSQL refuses it in text), escapes, C1 and line breaks. */
export const CONTROL_TEXTS = [
  'a\u0000b',
  '\u0000',
  '\u0001\u0002',
  'x\u001b[31mred',
  '\u007f',
  'tab\there',
  'line\nbreak',
  'cr\rlf',
];

/** Numbers as query strings or JSON texts: infinite, past every integer type, negative zero, hex. */
export const NUMBER_TEXTS = [
  '1e309',
  '-1e309',
  'Infinity',
  '-Infinity',
  'NaN',
  '1e20',
  '1e16',
  '9007199254740993',
  '2147483648',
  '-1',
  '-0',
  '0x10',
  '1.5',
  ' 5 ',
  '',
];

export const RAW_NUMBERS: unknown[] = [
  new RawJson('1e309'),
  new RawJson('-1e309'),
  new RawJson('1e400'),
  1e20,
  1e16,
  2 ** 31,
  2 ** 53 + 2,
  -1,
  -0,
  0.1,
  1.0005,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
];

export const NOT_UUIDS = [
  '1',
  'not-a-uuid',
  '00000000-0000-0000-0000-00000000000g',
  ' 3fa85f64-5717-4562-b3fc-2c963f66afa6',
  "3fa85f64-5717-4562-b3fc-2c963f66afa6' OR '1'='1",
  '..%2F..%2Fadmin',
];

/** Valid UUIDs that name nothing: the nil UUID, the max UUID and a random-looking one. */
export const UNKNOWN_UUIDS = [
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '3fa85f64-5717-4562-b3fc-2c963f66afa6',
];

export const DATE_TIMES = [
  '2024-01-31T12:00:00Z',
  '2016-12-31T23:59:60Z',
  '0001-01-01T00:00:00Z',
  '0001-01-01T00:00:00+14:00',
  '9999-12-31T23:59:59-12:00',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59.999Z',
  '2024-02-29T00:00:00+14:00',
  '1970-01-01T00:00:00-12:00',
];

/** Values of the wrong JSON type for any field. */
export const WRONG_TYPES: unknown[] = [null, true, false, 0, -1, '', 'text', {}, [], [[]], { $gt: '' }, ['a', 'b']];

/** 1 MiB of text, one character past any field limit, and JSON nested 10,000 levels deep. */
export const HUGE_TEXT = 'A'.repeat(1024 * 1024);
export const LONG_TEXT = 'x'.repeat(10_001);
export const DEEP_ARRAY = new RawJson(`${'['.repeat(10_000)}${']'.repeat(10_000)}`);
export const DEEP_OBJECT = new RawJson(`${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`);

/** Whole bodies that are not the object a route expects. */
export const BROKEN_BODIES: RawJson[] = [
  new RawJson('[]'),
  new RawJson('null'),
  new RawJson('"text"'),
  new RawJson('{'),
  new RawJson('{"__proto__":{"isAdmin":true}}'),
  new RawJson('{"constructor":{"prototype":{"isAdmin":true}}}'),
  DEEP_ARRAY,
  DEEP_OBJECT,
];

/** Strings likely to satisfy common patterns (phones, passwords, URLs, price ranges, keys, charges). */
export const PATTERN_CANDIDATES = [
  '+97333123456',
  '+123456789012345',
  'Str0ngPassword',
  'Aa1' + 'b'.repeat(125),
  'https://example.bh',
  'https://gulf.example.bh/about?x=1#top',
  'http://localhost:9000/bucket/a.png',
  '/media/3fa85f64-5717-4562-b3fc-2c963f66afa6.png',
  '/media/placeholder.png',
  '0-10',
  '0-999999999.999',
  '999999999-999999999',
  '5.5-1',
  'key-123:abc.def_ghi',
  'chg_sbx_0123456789abcdef01234567',
  'chg_test_1',
  'a.b.c',
  'Plain text',
];

/** Text a person might type, shaped to the field later (length, pattern). */
export const PLAIN_TEXTS = ['Fuzz text', 'a', ' padded ', ...SQL_TEXTS, ...HTML_TEXTS, ...UNICODE_TEXTS];
