import { fc } from '@fast-check/vitest';

// Generators for the property tests of the API and the socket events: values of the shape
// a route expects and their neighbours (wrong types, huge, empty, unicode, NUL, escapes,
// prototype keys), so every parser and everything behind it is tried with what an
// attacker or a broken client could send.

const SPECIAL_STRINGS = [
  '',
  ' ',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  '\u0000',
  'a\u0000b',
  '%',
  '%ZZ',
  '%00',
  '%E0%A4%A',
  '../../etc/passwd',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '-1',
  '1e309',
  'NaN',
  'Infinity',
  'null',
  'true',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
  'Canada/East-Saskatchewan',
  '\uD800',
  '\u202E',
  'x'.repeat(5_000),
  '😀'.repeat(300),
  '00000000-0000-0000-0000-000000000000',
];

export const nastyString = fc.oneof(
  fc.constantFrom(...SPECIAL_STRINGS),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.uuid(),
);

export const nastyNumber = fc.oneof(
  fc.integer(),
  fc.constantFrom(0, -1, 1, 2 ** 31, 2 ** 53 + 1, -0, 1e308, 0.5),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value, leaning to the odd ones, with prototype-sounding keys in objects. */
export const nastyValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    nastyString,
    nastyNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.constantFrom('__proto__', 'constructor', 'id', 'moves'), fc.string({ maxLength: 8 })), tie('value'), {
      maxKeys: 4,
    }),
  ),
})).value;

/** A body near `template`: each field kept, dropped or replaced by an odd value, plus extras. */
export function bodyNear(template: Record<string, unknown>): fc.Arbitrary<unknown> {
  const fields = Object.keys(template);
  const mutated = fc
    .tuple(
      fc.array(fc.constantFrom('keep', 'drop', 'replace') as fc.Arbitrary<'keep' | 'drop' | 'replace'>, {
        minLength: fields.length,
        maxLength: fields.length,
      }),
      fc.array(nastyValue, { minLength: fields.length, maxLength: fields.length }),
      fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'extra'), nastyValue, { maxKeys: 2 }),
    )
    .map(([choices, values, extra]) => {
      const body: Record<string, unknown> = { ...extra };
      fields.forEach((field, index) => {
        if (choices[index] === 'keep') body[field] = template[field];
        else if (choices[index] === 'replace') body[field] = values[index];
      });
      return body;
    });
  return fc.oneof({ weight: 3, arbitrary: mutated }, { weight: 1, arbitrary: nastyValue });
}

/** A lone UTF-16 surrogate half: encodeURIComponent throws on one, so it becomes U+FFFD first. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Percent-encodes any generated string, lone surrogates included (they are replaced). */
export function encodeSegment(s: string): string {
  return encodeURIComponent(s.replace(LONE_SURROGATE, '\uFFFD'));
}

/** A path segment: mostly odd strings, percent-encoded or raw (a raw % makes a bad escape). */
export const pathSegment = fc.oneof(
  nastyString.filter((s) => s.length > 0 && s.length < 2_000).map(encodeSegment),
  fc.constantFrom('%', '%ZZ', '%00', 'a%00b', '%E0%A4%A', '..', '%2e%2e', '%2F'),
  fc.uuid(),
);
