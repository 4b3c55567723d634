import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../src/countries/registry.js';
import { ERROR_CODES } from '../src/errors/index.js';
import type { OptionSpec } from '../src/generators/options.js';
import { testApp } from './helper.js';

/**
 * No request body can make the service fail (docs/api.md, Errors): random
 * dataset and bulk bodies, built from the real field types with option
 * values good, borderline and wrong, get 200 or a 4xx with a known code and
 * a message, never a 5xx. Small counts keep each run a few milliseconds.
 */
const app = await testApp();
const CODES = new Set<string>(ERROR_CODES);
const LOCALES = COUNTRIES.map((c) => c.code);
const TABLES = ['a', 'b', 'c'];
const FIELDS = ['id', 'x', 'y'];

/** Values any option may be given: the edges of every kind, and the wrong JSON types. */
const ANY_VALUE = fc.constantFrom<unknown>(
  0,
  1,
  -1,
  2,
  3,
  100,
  1.5,
  1e300,
  '',
  'x',
  'nss',
  'dni',
  true,
  false,
  null,
  [],
  ['a', 'a'],
  ['a', 'a '],
  [1, 2],
  [0, 0],
  '2026-01-01',
  '1900-01-01',
  '1969-12-31',
  'example.com',
  { a: 1 },
);

function optionValue(spec: OptionSpec): fc.Arbitrary<unknown> {
  const own: unknown[] = [];
  if (spec.kind === 'enum') own.push(...spec.values);
  if (spec.kind === 'integer' || spec.kind === 'number')
    own.push(spec.min, spec.max, spec.min - 1, spec.max + 1);
  if (spec.kind === 'scalars' || spec.kind === 'weights') own.push(['x'], [1], [1, 0]);
  return own.length > 0 ? fc.oneof(fc.constantFrom(...own), ANY_VALUE) : ANY_VALUE;
}

const TYPES = [
  ...new Map(COUNTRIES.flatMap((c) => c.fields.types.map((t) => [t.type, t] as const))).values(),
];

/** One field: a real type with a few of its options (or an unknown one), unique and nullable at times. */
const field = (names: readonly string[]) =>
  fc
    .record({
      name: fc.constantFrom(...names, 'bad name', ''),
      type: fc.constantFrom(...TYPES),
      unique: fc.constantFrom(undefined, true, false),
      nullable: fc.constantFrom(undefined, 0, 50, 100, 101, -1),
      pick: fc.array(fc.nat(), { maxLength: 3 }),
    })
    .chain(({ name, type, unique, nullable, pick }) => {
      const specs = pick
        .map((i) => type.options[i % Math.max(1, type.options.length)])
        .filter((s) => s !== undefined);
      const entries = specs.map((spec) => optionValue(spec).map((v) => [spec.name, v] as const));
      const referencia = fc.record({
        table: fc.constantFrom(...TABLES, 'z'),
        field: fc.constantFrom(...FIELDS, 'w'),
      });
      return fc.tuple(fc.tuple(...entries), referencia).map(([options, ref]) => ({
        name,
        type: type.type,
        ...(unique === undefined ? {} : { unique }),
        ...(nullable === undefined ? {} : { nullable }),
        options:
          type.type === 'referencia'
            ? { ...Object.fromEntries(options), ...ref }
            : Object.fromEntries(options),
      }));
    });

const count = fc.oneof(
  fc.constantFrom(0, 1, 2, 3, 5),
  fc.record({
    per: fc.constantFrom(...TABLES, 'z'),
    min: fc.constantFrom(0, 1, 2),
    max: fc.constantFrom(0, 1, 3),
  }),
  fc.constantFrom(-1, 1.5, 'x', null),
);

const table = fc.record({
  name: fc.constantFrom(...TABLES),
  count,
  fields: fc.array(field(FIELDS), { minLength: 1, maxLength: 3 }),
  primaryKey: fc.constantFrom(undefined, ['id'], ['id', 'x'], ['nope']),
});

const datasetBody = fc.record({
  tables: fc.array(table, { minLength: 1, maxLength: 3 }),
  seed: fc.constantFrom(undefined, 's', 1),
  refDate: fc.constantFrom(undefined, '2026-01-01', '1960-02-29', '2026-02-30'),
  format: fc.constantFrom(undefined, 'json', 'ndjson', 'sql', 'csv'),
});

const bulkBody = fc.record({
  fields: fc.array(field(['a', 'b', 'c']), { minLength: 0, maxLength: 4 }),
  count: fc.constantFrom(undefined, 0, 1, 3, 10, 10_001, -1, 1.5),
  offset: fc.constantFrom(undefined, 0, 5, 10 ** 12, 10 ** 12 + 1, -1),
  seed: fc.constantFrom(undefined, 'x', 7),
  refDate: fc.constantFrom(undefined, '2026-01-01', '1969-12-31'),
  format: fc.constantFrom(undefined, 'json', 'csv', 'sql', 'xml', 'typescript', 'ndjson', 'yaml'),
});

/** The answer is 200, or a 4xx with a known code and a message; the reason shown when it is not. */
async function answer(url: string, body: unknown): Promise<string | undefined> {
  const res = await app.inject({ method: 'POST', url, payload: body as object });
  if (res.statusCode === 200) return undefined;
  const parsed = res.json();
  const ok =
    res.statusCode >= 400 &&
    res.statusCode < 500 &&
    CODES.has(parsed.code) &&
    typeof parsed.message === 'string' &&
    parsed.message.length > 0;
  return ok ? undefined : `${res.statusCode} ${res.body.slice(0, 300)}`;
}

describe('random request bodies never give a 5xx', () => {
  it('dataset bodies: 200 or a 4xx with a code', async () => {
    await fc.assert(
      fc.asyncProperty(datasetBody, fc.constantFrom(...LOCALES), async (body, locale) => {
        expect(await answer(`/api/v1/${locale}/dataset`, body)).toBeUndefined();
      }),
      { numRuns: Number(process.env.RUNS ?? 150), seed: 27 },
    );
  });

  it('bulk bodies: 200 or a 4xx with a code', async () => {
    await fc.assert(
      fc.asyncProperty(bulkBody, fc.constantFrom(...LOCALES), async (body, locale) => {
        expect(await answer(`/api/v1/${locale}/bulk`, body)).toBeUndefined();
      }),
      { numRuns: Number(process.env.RUNS ?? 150), seed: 27 },
    );
  });

  it('the dataset that used to be a 500: an empty parent and a unique reference with no rows', async () => {
    const body = {
      tables: [
        { name: 'p', count: 0, fields: [{ name: 'id', type: 'secuencia' }] },
        {
          name: 'c',
          count: 0,
          fields: [{ name: 'r', type: 'referencia', unique: true, options: { table: 'p', field: 'id' } }],
        },
      ],
    };
    const res = await app.inject({ method: 'POST', url: '/api/v1/es/dataset', payload: body });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ p: [], c: [] });
  });
});
