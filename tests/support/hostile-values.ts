import { encodeGlobalID } from '@pothos/plugin-relay';
import fc from 'fast-check';

/**
 * Values a hostile client sends, shared by the REST and GraphQL generators: strings that trip
 * encodings, parsers and databases, JSON of every shape, and IDs that name nothing, the wrong
 * thing, or something real.
 */

/** The seed of a run: fixed, so that a failure comes back on the next run (`HOSTILE_SEED` to vary it). */
export const HOSTILE_SEED = Number(process.env.HOSTILE_SEED ?? 20_261_125);

const NASTY = [
  '', ' ', '\t\n\r', '\u0000', 'a\u0000b', '\ud800', '\udfff', '\u202e', '\ufeff', '%', '%00', '%ZZ', '_', '\\', "'", '"',
  "'; drop table users; --", '../../etc/passwd', '<script>alert(1)</script>', '${7*7}', '__proto__', 'constructor',
  'prototype', 'null', 'undefined', 'NaN', 'Infinity', '-1', '0', '1e309', '9'.repeat(40), 'true', '[]', '{}',
  '𠜎𠜱', '👩‍👩‍👧‍👦', 'Ｆｕｌｌ', 'İ', 'ß', '档案 檔案', 'a@b.co', '+86 138 0000 0000', 'http://127.0.0.1:1/', 'javascript:alert(1)',
  '/\\evil.example', '0001-01-01T00:00:00Z', '-271821-04-20T00:00:00.000Z', 'a'.repeat(5_000),
];

/** Long enough to overflow any column or statement, short enough to stay under the 1 MB body limit. */
const HUGE = ['x'.repeat(200_000), '中'.repeat(60_000)];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 2, arbitrary: fc.string({ maxLength: 24 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 24 }) },
  { weight: 1, arbitrary: fc.constantFrom(...HUGE) },
  { weight: 1, arbitrary: fc.tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 })).map(([a, b]) => `${a}\u0000${b}`) },
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -1, 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 1, Number.MAX_VALUE, -Number.MIN_VALUE, 0.5),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value, nested a few levels, with the keys that pollute prototypes among the others. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString'), fc.string({ maxLength: 8 })), tie('value'), {
      maxKeys: 4,
    }),
  ),
})).value;

/** A list far longer than any form sends. */
export const HUGE_LIST = Array.from({ length: 5_000 }, (_, i) => `item-${i}`);

export type KnownIds = {
  /** Global IDs of rows that exist, by type name (the workspace, its apps, roles, members…). */
  byType: Record<string, string[]>;
  /** The type names that are Node types in the schema. */
  nodeTypes: string[];
  /** Values that name something, by the argument's name (`connectorKey`: the app store's keys…). */
  strings: Record<string, string[]>;
};

const pick = (list: string[]) => (list.length ? fc.constantFrom(...list) : fc.constant('bm9uZQ=='));

/**
 * IDs: of a row that exists, well formed but of no row (for each Node type), of a row of another
 * type, with an inner ID that is no UUID, of no type at all, or not an ID.
 */
export function hostileId(known: KnownIds): fc.Arbitrary<string> {
  const real = Object.values(known.byType).flat();
  const innerIds = real.map((id) => Buffer.from(id, 'base64').toString().split(':')[1] ?? id);
  return fc.oneof(
    { weight: 3, arbitrary: pick(real) },
    { weight: 3, arbitrary: fc.tuple(fc.constantFrom(...known.nodeTypes), fc.uuid()).map(([type, id]) => encodeGlobalID(type, id)) },
    { weight: 2, arbitrary: fc.tuple(fc.constantFrom(...known.nodeTypes), pick(innerIds)).map(([type, id]) => encodeGlobalID(type, id)) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...known.nodeTypes), hostileString).map(([type, id]) => encodeGlobalID(type, id)) },
    { weight: 1, arbitrary: fc.uuid().map((id) => encodeGlobalID('NoSuchType', id)) },
    { weight: 1, arbitrary: pick(innerIds) },
    { weight: 1, arbitrary: fc.constantFrom('', 'bm9uZQ==', '!!!', 'QXBwOg==', 'QXBwOjE=', '0', '-1') },
    { weight: 1, arbitrary: hostileString },
  );
}

/** Dates at and past the ends of what JavaScript and Postgres hold, and things that are no date. */
export const hostileDate: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    '0001-01-01T00:00:00Z',
    '0000-01-01T00:00:00Z',
    '-000001-01-01T00:00:00Z',
    '-271821-04-20T00:00:00.000Z',
    '+275760-09-13T00:00:00.000Z',
    '+010000-01-01T00:00:00Z',
    '9999-12-31T23:59:59.999Z',
    '1970-01-01T00:00:00Z',
    '2026-02-30T00:00:00Z',
    'now',
    'invalid',
    '',
  ),
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
  hostileNumber,
);
