/**
 * The hostile corpus: values that have broken web back ends before (NUL, lone surrogates, ids past
 * 32 and 64 bits, year 0 and 9999 dates, huge strings and arrays, deep nesting, prototype keys,
 * SQL and HTML fragments, wrong types), per place they are sent to (body field, query parameter,
 * path segment, header), plus fast-check arbitraries for random values of the same kinds.
 *
 * Nothing here knows an entity, a path or a field of the API: `openapi-cases.ts` decides where
 * each value goes.
 */
import fc from 'fast-check';

/** JSON text sent verbatim (numbers JavaScript cannot hold, `__proto__` objects, raw nesting). */
export class RawJson {
  constructor(readonly text: string) {}
}

export type JsonValue = null | boolean | number | string | RawJson | JsonValue[] | JsonObject;
export interface JsonObject {
  [key: string]: JsonValue;
}

/** The field is left out of the body altogether. */
export const ABSENT: unique symbol = Symbol('absent');
export type Absent = typeof ABSENT;

/**
 * How much a value costs to send: cheap values go everywhere; expensive ones (megabytes of text,
 * 100,000-element arrays) only a few times per run; `huge` (a body past the size limit) once per
 * operation at most.
 */
export type Cost = 'cheap' | 'expensive' | 'huge';

/** Which kind of field an expensive value is best spent on. */
export type Prefer = 'text' | 'array' | 'any';

export interface BodyValue {
  readonly label: string;
  readonly value: JsonValue | Absent;
  readonly cost: Cost;
  readonly prefer: Prefer;
}

/** A query or path value, already percent-encoded; several entries repeat the parameter. */
export interface UrlValue {
  readonly label: string;
  readonly encoded: string | readonly string[];
  readonly cost: Cost;
}

export interface HeaderValue {
  readonly label: string;
  readonly value: string;
}

/** A plain object whose keys may be `__proto__`, `constructor` and friends, all own properties. */
export function objectWith(entries: readonly (readonly [string, JsonValue])[]): JsonObject {
  const target: JsonObject = {};
  for (const [key, value] of entries) {
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return target;
}

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof RawJson);
}

/** JSON text of a value: raw parts verbatim, every own key (including `__proto__`) kept. */
export function encodeJson(value: JsonValue): string {
  if (value instanceof RawJson) return value.text;
  if (value === null || typeof value === 'boolean') return String(value);
  if (typeof value === 'number') return Number.isFinite(value) ? JSON.stringify(value) : 'null';
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) {
    const parts: string[] = [];
    for (const item of value) parts.push(encodeJson(item));
    return `[${parts.join(',')}]`;
  }
  const parts: string[] = [];
  for (const key of Object.keys(value)) parts.push(`${JSON.stringify(key)}:${encodeJson(value[key] ?? null)}`);
  return `{${parts.join(',')}}`;
}

/** A deep copy (own keys kept, raw parts shared). */
export function cloneJson(value: JsonValue): JsonValue {
  if (value === null || typeof value !== 'object' || value instanceof RawJson) return value;
  if (Array.isArray(value)) return value.map(cloneJson);
  return objectWith(Object.keys(value).map((key) => [key, cloneJson(value[key] ?? null)] as const));
}

/** Text safe to print: control characters and surrogate halves as `\uXXXX`. */
export function printable(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    out += code < 0x20 || (code >= 0xd800 && code <= 0xdfff) ? `\\u${code.toString(16).padStart(4, '0')}` : text[i];
  }
  return out;
}

/** UTF-16 code units → bytes, lone surrogates kept as their 3-byte (WTF-8) form. */
function wtf8(text: string): number[] {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    let code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        code = 0x10000 + ((code - 0xd800) << 10) + (next - 0xdc00);
        i += 1;
      }
    }
    if (code < 0x80) bytes.push(code);
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 63));
    else if (code < 0x10000) bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63));
    else bytes.push(0xf0 | (code >> 18), 0x80 | ((code >> 12) & 63), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63));
  }
  return bytes;
}

/** Percent-encoding that, unlike encodeURIComponent, also takes lone surrogates. */
export function percentEncode(text: string): string {
  let out = '';
  for (const byte of wtf8(text)) {
    const char = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

const MB = 1024 * 1024;

/** Built once and shared: the big values are immutable strings or never-mutated arrays. */
const big = {
  tenMegabytes: 'a'.repeat(10 * MB),
  oneMegabyte: 'a'.repeat(MB),
  angles: '<'.repeat(80_000),
  /** Unclosed nesting within a rich text's 256 KiB: seconds of the HTML parser before #28. */
  nestedFormats: '<p><b><i><u>'.repeat(21_000),
  nestedBold: '<b>'.repeat(80_000),
  ones: new Array<JsonValue>(100_000).fill(1),
  bigIds: new Array<JsonValue>(100_000).fill(2_147_483_648),
};

function nestedArrays(depth: number): RawJson {
  return new RawJson(`${'['.repeat(depth)}${']'.repeat(depth)}`);
}

function nestedObjects(depth: number): RawJson {
  return new RawJson(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);
}

const cheap = (label: string, value: JsonValue | Absent): BodyValue => ({ label, value, cost: 'cheap', prefer: 'any' });

/** Values for one JSON body field. */
export const bodyCorpus: readonly BodyValue[] = [
  cheap('absent', ABSENT),
  cheap('NUL', '\u0000'),
  cheap('"a\\u0000b"', 'a\u0000b'),
  cheap('lone high surrogate \\ud800', '\ud800'),
  cheap('lone low surrogate \\udfff', '\udfff'),
  cheap('"x\\ud800y"', 'x\ud800y'),
  cheap('2147483647', 2_147_483_647),
  cheap('2147483648', 2_147_483_648),
  cheap('2^63 as number', new RawJson('9223372036854775808')),
  cheap('2^63 as string', '9223372036854775808'),
  cheap('-1', -1),
  cheap('-2147483649', -2_147_483_649),
  cheap('0', 0),
  cheap('1.5', 1.5),
  cheap('-0.5', -0.5),
  cheap('1e308', new RawJson('1e308')),
  cheap('-1e308', new RawJson('-1e308')),
  cheap('1e-400 (underflow)', new RawJson('1e-400')),
  cheap('"NaN"', 'NaN'),
  cheap('"Infinity"', 'Infinity'),
  cheap('"1" (number as string)', '1'),
  cheap('"2147483648" (string)', '2147483648'),
  cheap('"0000-01-01"', '0000-01-01'),
  cheap('"0000-01-01 00:00:00"', '0000-01-01 00:00:00'),
  cheap('"9999-12-31"', '9999-12-31'),
  cheap('"9999-12-31 23:59:59"', '9999-12-31 23:59:59'),
  cheap('"2026-02-30"', '2026-02-30'),
  cheap('"2026-02-30 25:61:61"', '2026-02-30 25:61:61'),
  cheap('empty string', ''),
  cheap('blank " "', ' '),
  cheap("SQL ' or 1=1 --", "' or 1=1 --"),
  cheap("SQL '; drop table users; --", "'; drop table users; --"),
  cheap('"%"', '%'),
  cheap('"_"', '_'),
  cheap('"\\\\"', '\\'),
  cheap('<script>', '<script>alert(1)</script>'),
  cheap('<img onerror>', '<img src=x onerror=alert(1)>'),
  cheap('javascript: URL', 'javascript:alert(1)'),
  cheap('../../etc/passwd', '../../etc/passwd'),
  // Percent-encoded unreserved characters and mixed-case triplets: `/it/%62` is `/it/b` (#28 item 11).
  cheap('"/it/%62" (encoded unreserved)', '/it/%62'),
  cheap('"/it/%7E%7e"', '/it/%7E%7e'),
  cheap('"/it/a%2fb%2F" (mixed-case triplets)', '/it/a%2fb%2F'),
  cheap('null', null),
  cheap('true', true),
  cheap('false', false),
  cheap('{}', {}),
  cheap('[]', []),
  cheap('[null]', [null]),
  cheap('["x"]', ['x']),
  cheap('[2147483648]', [2_147_483_648]),
  cheap('{"__proto__":{"x":1}}', new RawJson('{"__proto__":{"x":1}}')),
  cheap('{"constructor":{"prototype":{"x":1}}}', objectWith([['constructor', { prototype: { x: 1 } }]])),
  cheap(
    '{"toString":1,"hasOwnProperty":1}',
    objectWith([
      ['toString', 1],
      ['hasOwnProperty', 1],
    ]),
  ),
  cheap('{"id":2147483648}', { id: 2_147_483_648 }),
  cheap('arrays nested 100 deep', nestedArrays(100)),
  cheap('objects nested 100 deep', nestedObjects(100)),
  { label: '1 MB string', value: big.oneMegabyte, cost: 'expensive', prefer: 'text' },
  { label: '80,000 "<"', value: big.angles, cost: 'expensive', prefer: 'text' },
  { label: '21,000 × "<p><b><i><u>"', value: big.nestedFormats, cost: 'expensive', prefer: 'text' },
  { label: '80,000 × "<b>"', value: big.nestedBold, cost: 'expensive', prefer: 'text' },
  { label: '100,000 × 1', value: big.ones, cost: 'expensive', prefer: 'array' },
  { label: '100,000 × 2147483648', value: big.bigIds, cost: 'expensive', prefer: 'array' },
  { label: '10 MB string', value: big.tenMegabytes, cost: 'huge', prefer: 'text' },
];

const url = (label: string, text: string | readonly string[], cost: Cost = 'cheap'): UrlValue => ({
  label,
  encoded: typeof text === 'string' ? percentEncode(text) : text.map(percentEncode),
  cost,
});
const rawUrl = (label: string, encoded: string): UrlValue => ({ label, encoded, cost: 'cheap' });

/** Values for one query parameter (strings: the query has no other type). */
export const queryCorpus: readonly UrlValue[] = [
  url('empty', ''),
  url('blank', ' '),
  url('0', '0'),
  url('-1', '-1'),
  url('1.5', '1.5'),
  url('-0.5', '-0.5'),
  url('2147483647', '2147483647'),
  url('2147483648', '2147483648'),
  url('2^63', '9223372036854775808'),
  url('-2147483649', '-2147483649'),
  url('1e308', '1e308'),
  url('1e3', '1e3'),
  url('0x10', '0x10'),
  url('NaN', 'NaN'),
  url('Infinity', 'Infinity'),
  url('300 digits', '9'.repeat(300)),
  url('%00', '\u0000'),
  url('a%00b', 'a\u0000b'),
  url('lone surrogate (WTF-8 bytes)', '\ud800'),
  rawUrl('invalid UTF-8 byte %FF', '%FF'),
  rawUrl('bare %', '%'),
  rawUrl('%zz', '%zz'),
  url("' or 1=1 --", "' or 1=1 --"),
  url("'; drop table users; --", "'; drop table users; --"),
  url('%', '%'),
  url('_', '_'),
  url('\\', '\\'),
  url('<script>', '<script>alert(1)</script>'),
  url('<img onerror>', '<img src=x onerror=alert(1)>'),
  url('javascript:', 'javascript:alert(1)'),
  url('../../etc/passwd', '../../etc/passwd'),
  // Percent-encoded unreserved characters and mixed-case triplets, as the value (#28 item 11).
  url('/it/%62 (encoded unreserved)', '/it/%62'),
  url('/it/%7E%7e', '/it/%7E%7e'),
  url('/it/a%2fb%2F (mixed-case triplets)', '/it/a%2fb%2F'),
  url('0000-01-01', '0000-01-01'),
  url('9999-12-31 23:59:59', '9999-12-31 23:59:59'),
  url('2026-02-30', '2026-02-30'),
  url('true', 'true'),
  url('null', 'null'),
  url('[]', '[]'),
  url('{}', '{}'),
  url('__proto__', '__proto__'),
  url('repeated 1,2', ['1', '2']),
  url('repeated +id,-id', ['+id', '-id']),
  url(
    'repeated 100 times',
    Array.from({ length: 100 }, (_, i) => String(i)),
  ),
  url('100,000 characters', 'a'.repeat(100_000), 'expensive'),
  url('80,000 "<"', '<'.repeat(80_000), 'expensive'),
];

/** Values for one path segment. */
export const pathCorpus: readonly UrlValue[] = [
  url('0', '0'),
  url('-1', '-1'),
  url('1.5', '1.5'),
  url('2147483647', '2147483647'),
  url('2147483648', '2147483648'),
  url('2^63', '9223372036854775808'),
  url('-2147483649', '-2147483649'),
  url('300 digits', '9'.repeat(300)),
  url('1,,2', '1,,2'),
  rawUrl('1,2 (literal comma)', '1,2'),
  rawUrl('1,2147483648', '1,2147483648'),
  rawUrl('1,-1', '1,-1'),
  rawUrl('1000 ids', Array.from({ length: 1000 }, (_, i) => String(i + 1)).join(',')),
  url('%00', '\u0000'),
  url('1%00', '1\u0000'),
  url('lone surrogate', '\ud800'),
  rawUrl('%FF', '%FF'),
  rawUrl('bare %', '%'),
  url('blank', ' '),
  url('abc', 'abc'),
  url('1e3', '1e3'),
  url('0x1', '0x1'),
  url("' or 1=1 --", "' or 1=1 --"),
  url('../../etc/passwd (encoded)', '../../etc/passwd'),
  // Percent-encoded unreserved characters and mixed-case triplets in the segment (#28 item 11).
  rawUrl('%62 (encoded unreserved)', '%62'),
  rawUrl('%7E%7e', '%7E%7e'),
  rawUrl('a%2fb%2F (mixed-case triplets)', 'a%2fb%2F'),
  url('__proto__', '__proto__'),
  url('constructor', 'constructor'),
];

/** Values for a header parameter (only what HTTP lets a header carry). */
export const headerCorpus: readonly HeaderValue[] = [
  { label: 'empty', value: '' },
  { label: 'unknown language', value: 'xx' },
  { label: 'weighted list', value: 'en-US,en;q=0.9,it;q=0.8' },
  { label: 'q=NaN', value: 'en;q=NaN, it;q=-1' },
  { label: 'star', value: '*' },
  { label: 'commas', value: ',,,;;;' },
  { label: '__proto__', value: '__proto__' },
  { label: 'constructor', value: 'constructor' },
  { label: 'SQL', value: "' or 1=1 --" },
  { label: '8,000 characters', value: 'en,'.repeat(2700) },
  { label: 'latin-1 bytes', value: '\u00e9\u00ff' },
];

/** Keys added to objects (the body root and every nested object). */
export const hostileKeys: readonly string[] = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'a\u0000b',
  '\ud800',
  '',
];

/** A whole body, made from the operation's current valid-ish body (`current`). */
export interface WholeBody {
  readonly label: string;
  readonly cost: Cost;
  readonly make: (
    current: JsonValue,
  ) => { kind: 'json'; value: JsonValue } | { kind: 'raw'; text: string; contentType: string | null };
}

/** Whole-body mutations, for operations that take a JSON body. */
export const wholeBodies: readonly WholeBody[] = (() => {
  const json = (label: string, value: (current: JsonValue) => JsonValue, cost: Cost = 'cheap'): WholeBody => ({
    label,
    cost,
    make: (current) => ({ kind: 'json', value: value(current) }),
  });
  const raw = (
    label: string,
    text: (current: string) => string,
    contentType: string | null = 'application/json',
  ): WholeBody => ({
    label,
    cost: 'cheap',
    make: (current) => ({ kind: 'raw', text: text(encodeJson(current)), contentType }),
  });
  /** The current body with one more key first (or an object of that key alone). */
  const withRootKey = (key: string, value: JsonValue) => (current: JsonValue) =>
    isJsonObject(current) ? objectWith([[key, value], ...Object.entries(current)]) : objectWith([[key, value]]);
  const objectText = (text: string): string | null =>
    text.startsWith('{') && text.length > 2 ? text.slice(1, -1) : null;
  return [
    raw('empty body', () => ''),
    raw('whitespace body', () => ' \n\t '),
    raw('truncated JSON', (text) => text.slice(0, Math.max(1, Math.floor(text.length / 2)))),
    raw('invalid JSON "{"', () => '{'),
    raw('JSON with a trailing comma', (text) => `${text.slice(0, -1)},}`),
    raw('JSON then garbage', (text) => `${text}x`),
    raw('NUL byte outside strings', (text) => `${text}\u0000`),
    raw('BOM before JSON', (text) => `\ufeff${text}`),
    raw('duplicate keys', (text) => `{"a":1,"a":2${objectText(text) ? `,${objectText(text)}` : ''}}`),
    json('null', () => null),
    json('true', () => true),
    json('0', () => 0),
    json('"x"', () => 'x'),
    json('[]', () => []),
    json('[body]', (current) => [current]),
    json('{}', () => ({})),
    raw('arrays nested 10,000 deep', () => nestedArrays(10_000).text),
    raw('objects nested 1,000 deep', () => nestedObjects(1_000).text),
    raw(
      '__proto__ at the root',
      (text) => `{"__proto__":{"isAdmin":true}${objectText(text) ? `,${objectText(text)}` : ''}}`,
    ),
    json('constructor.prototype at the root', withRootKey('constructor', { prototype: { isAdmin: true } })),
    json('toString at the root', withRootKey('toString', 'x')),
    json('hasOwnProperty at the root', withRootKey('hasOwnProperty', 1)),
    json('NUL inside a key at the root', withRootKey('a\u0000b', 1)),
    json('lone surrogate key at the root', withRootKey('\ud800', 1)),
    raw('text/plain content type', (text) => text, 'text/plain'),
    raw('no content type', (text) => text, null),
    raw('form content type', () => 'a=1&b=2', 'application/x-www-form-urlencoded'),
    raw('JSON declared as UTF-16', (text) => text, 'application/json; charset=utf-16'),
    raw('content type with junk parameters', (text) => text, 'application/json; x=";;;"; charset'),
    json('100,000-element array as the body', () => big.ones, 'expensive'),
    json('10 MB string as the body', () => big.tenMegabytes, 'huge'),
  ];
})();

/** Bodies sent to operations that declare none. */
export const unexpectedBodies: readonly { label: string; text: string }[] = [
  { label: 'unexpected JSON body', text: '{"a":1}' },
  { label: 'unexpected invalid JSON body', text: '{' },
];

/* ----------------------------------------------------------------------------------------------
 * fast-check: random values of the same kinds.
 * ------------------------------------------------------------------------------------------- */

const cheapBody = bodyCorpus.filter((entry) => entry.cost === 'cheap' && entry.value !== ABSENT);

const toJson = (value: unknown): JsonValue => value as JsonValue;

/** Random JSON values for a body field: arbitrary JSON, binary strings, edge numbers, corpus. */
export const bodyValueArbitrary: fc.Arbitrary<{ label: string; value: JsonValue }> = fc.oneof(
  fc.jsonValue().map((value) => ({ label: 'fc.jsonValue', value: toJson(value) })),
  fc.string({ unit: 'binary' }).map((value) => ({ label: 'fc.string(binary)', value })),
  fc.string({ unit: 'grapheme', maxLength: 200 }).map((value) => ({ label: 'fc.string(grapheme)', value })),
  fc.oneof(fc.integer(), fc.maxSafeInteger()).map((value) => ({ label: 'fc.integer', value })),
  fc
    .bigInt({ min: -(2n ** 70n), max: 2n ** 70n })
    .map((value) => ({ label: 'fc.bigInt', value: new RawJson(value.toString()) })),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((value) => ({ label: 'fc.double', value })),
  fc
    .array(fc.oneof(fc.integer(), fc.string({ unit: 'binary', maxLength: 20 })), { maxLength: 50 })
    .map((value) => ({ label: 'fc.array', value })),
  fc
    .dictionary(
      fc.oneof(fc.string({ unit: 'binary', maxLength: 10 }), fc.constantFrom(...hostileKeys)),
      fc.jsonValue({ maxDepth: 2 }),
    )
    .map((value) => ({
      label: 'fc.dictionary',
      value: objectWith(Object.entries(value).map(([key, inner]) => [key, toJson(inner)] as const)),
    })),
  fc
    .date({ min: new Date(-62_198_755_200_000), max: new Date(253_402_300_799_000), noInvalidDate: true })
    .map((date) => ({
      label: 'fc.date',
      value: date.toISOString().slice(0, 19).replace('T', ' '),
    })),
  fc.constantFrom(...cheapBody).map((entry) => ({ label: entry.label, value: entry.value as JsonValue })),
);

/** Random strings for a query parameter or a path segment, percent-encoded (or raw junk). */
export const urlValueArbitrary: fc.Arbitrary<{ label: string; encoded: string }> = fc.oneof(
  fc.string({ unit: 'binary' }).map((text) => ({ label: 'fc.string(binary)', encoded: percentEncode(text) })),
  fc
    .oneof(fc.integer(), fc.maxSafeInteger())
    .map((value) => ({ label: 'fc.integer', encoded: percentEncode(String(value)) })),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map((value) => ({ label: 'fc.bigInt', encoded: value.toString() })),
  fc.double().map((value) => ({ label: 'fc.double', encoded: percentEncode(String(value)) })),
  fc.array(fc.nat(), { minLength: 1, maxLength: 20 }).map((ids) => ({ label: 'fc id list', encoded: ids.join(',') })),
  fc.stringMatching(/^[%0-9A-Fa-fxz,.+-]{0,12}$/).map((text) => ({ label: 'fc raw percent junk', encoded: text })),
  fc
    .constantFrom(...queryCorpus.filter((entry) => entry.cost === 'cheap' && typeof entry.encoded === 'string'))
    .map((entry) => ({
      label: entry.label,
      encoded: entry.encoded as string,
    })),
);

/** Random header values (visible ASCII: what HTTP lets through). */
export const headerValueArbitrary: fc.Arbitrary<{ label: string; value: string }> = fc
  .string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 100 })
  .map((value) => ({ label: 'fc header string', value }));
