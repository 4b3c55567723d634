/**
 * Properties of datasets (docs/api.md, Datasets) over random schemas and seeds: every
 * referencia value exists in its parent, a via column equals the chosen
 * parent row's column, per-parent counts stay within min..max, unique
 * columns never repeat, and shards and row ranges equal the whole.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { datasetFromJson as dataset } from '../src/api/checked.js';
import type { PreparedDataset } from '../src/index.js';

type Json = Record<string, unknown>;
type Cell = string | number | boolean | null;

/** Unique-capable fields of different kinds, for tables to draw from. */
const UNIQUE_FIELDS: Json[] = [
  { type: 'documento', unique: true },
  { type: 'documento', options: { sub: 'nie', fmt: 'dashed' }, unique: true },
  { type: 'email', unique: true },
  { type: 'usuario', unique: true },
  { type: 'iban', unique: true },
  { type: 'telefono_movil', unique: true },
  { type: 'uuid', unique: true },
  { type: 'numero', options: { min: 0, max: 100_000 }, unique: true },
  { type: 'matricula', unique: true, nullable: 20 },
  { type: 'tarjeta', options: { brand: 'mastercard' }, unique: true },
];
const PLAIN_FIELDS: Json[] = [
  { type: 'nombre_completo' },
  { type: 'provincia' },
  { type: 'lista', options: { values: ['alta', 'baja', 'pendiente'], weights: [5, 1, 2] } },
  { type: 'fecha' },
  { type: 'booleano', nullable: 30 },
];

interface TableShape {
  readonly count: number | { per: number; min: number; max: number };
  readonly uniqueField: number;
  readonly plainField: number;
  /** Parent table (an earlier one) of a uniform reference, if any. */
  readonly refTo: number | null;
  readonly selfRef: boolean;
}

const tableShape = (index: number): fc.Arbitrary<TableShape> =>
  fc.record({
    count:
      index === 0
        ? fc.integer({ min: 1, max: 40 })
        : fc.oneof(
            fc.integer({ min: 1, max: 60 }),
            fc
              .record({ per: fc.nat(index - 1), min: fc.integer({ min: 0, max: 2 }), extra: fc.nat(3) })
              .map(({ per, min, extra }) => ({ per, min, max: min + extra })),
          ),
    uniqueField: fc.nat(UNIQUE_FIELDS.length - 1),
    plainField: fc.nat(PLAIN_FIELDS.length - 1),
    refTo: index === 0 ? fc.constant(null) : fc.option(fc.nat(index - 1), { nil: null }),
    selfRef: fc.boolean(),
  });

const shapes = fc
  .integer({ min: 1, max: 4 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => tableShape(i))));

/** A dataset body from shapes: every table has `id` (primary key) and a unique `code`. */
function bodyOf(tables: readonly TableShape[], seed: string): Json {
  return {
    seed,
    refDate: '2026-01-01',
    tables: tables.map((t, i) => {
      const fields: Json[] = [
        { name: 'id', type: 'secuencia', options: { start: 100 * (i + 1) } },
        { name: 'code', ...UNIQUE_FIELDS[t.uniqueField] },
        { name: 'info', ...PLAIN_FIELDS[t.plainField] },
      ];
      let count: Json | number;
      if (typeof t.count === 'number') count = t.count;
      else {
        const { per, min, max } = t.count;
        count = { per: `t${per}`, min, max };
        fields.push({ name: 'group_id', type: 'referencia', options: { table: `t${per}`, field: 'id' } });
        fields.push({
          name: 'group_code',
          type: 'referencia',
          options: { table: `t${per}`, field: 'code', via: 'group_id' },
        });
      }
      // A uniform reference needs parent rows: only tables of a fixed count (>= 1) are sure to have them.
      if (t.refTo !== null && typeof tables[t.refTo]!.count === 'number') {
        fields.push({ name: 'ref_id', type: 'referencia', options: { table: `t${t.refTo}`, field: 'id' } });
        fields.push({
          name: 'ref_info',
          type: 'referencia',
          options: { table: `t${t.refTo}`, field: 'info', via: 'ref_id' },
        });
      }
      if (t.selfRef)
        fields.push({ name: 'self_id', type: 'referencia', options: { table: `t${i}`, field: 'id' } });
      return { name: `t${i}`, count, primaryKey: ['id'], fields };
    }),
  };
}

const rowsOf = (prepared: PreparedDataset) =>
  new Map(
    prepared.tables.map((t) => [
      t.name,
      [...t.rows(0, t.count)].map((cells) => Object.fromEntries(t.columns.map((c, i) => [c.name, cells[i]]))),
    ]),
  );

async function text(
  prepared: PreparedDataset,
  range?: Parameters<PreparedDataset['chunks']>[1],
): Promise<string> {
  let out = '';
  for await (const chunk of prepared.chunks(undefined, range)) out += String(chunk);
  return out;
}

describe('datasets: references, counts, uniqueness and shards (property)', () => {
  it('hold for random schemas and seeds', async () => {
    await fc.assert(
      fc.asyncProperty(shapes, fc.string({ minLength: 1, maxLength: 8 }), async (raw, seed) => {
        const body = bodyOf(raw, seed);
        const prepared = dataset(body);
        const rows = rowsOf(prepared);
        for (const [i, shape] of raw.entries()) {
          const own = rows.get(`t${i}`)!;
          // Unique columns never repeat (emails and usernames ignoring case), ids neither.
          for (const column of ['id', 'code']) {
            const values = own
              .map((r) => r[column])
              .filter((v) => v !== null)
              .map((v) => String(v).toLowerCase());
            expect(new Set(values).size, `t${i}.${column}`).toBe(values.length);
          }
          const checkRef = (parentIndex: number, idColumn: string, viaColumn: string, viaTarget: string) => {
            const parents = new Map(rows.get(`t${parentIndex}`)!.map((r) => [r.id, r]));
            for (const row of own) {
              const parent = parents.get(row[idColumn] as Cell);
              expect(parent, `t${i}.${idColumn} = ${row[idColumn]} exists in t${parentIndex}`).toBeDefined();
              expect(row[viaColumn]).toEqual(parent![viaTarget]);
            }
          };
          if (typeof shape.count !== 'number') {
            checkRef(shape.count.per, 'group_id', 'group_code', 'code');
            // Grouped in the parent's order, min..max children per parent row.
            const parentIds = rows.get(`t${shape.count.per}`)!.map((r) => r.id as number);
            const perParent = new Map(parentIds.map((id) => [id, 0]));
            for (const row of own)
              perParent.set(row.group_id as number, perParent.get(row.group_id as number)! + 1);
            for (const n of perParent.values()) {
              expect(n).toBeGreaterThanOrEqual(shape.count.min);
              expect(n).toBeLessThanOrEqual(shape.count.max);
            }
            const order = own.map((r) => parentIds.indexOf(r.group_id as number));
            expect(order).toEqual([...order].sort((a, b) => a - b));
          }
          if (shape.refTo !== null && typeof raw[shape.refTo]!.count === 'number')
            checkRef(shape.refTo, 'ref_id', 'ref_info', 'info');
          if (shape.selfRef) {
            for (const [j, row] of own.entries()) {
              if (j === 0) expect(row.self_id).toBeNull();
              else expect(own.slice(0, j).some((r) => r.id === row.self_id)).toBe(true);
            }
          }
        }
        // Shards concatenate into the whole; any table range equals the whole's slice.
        for (const format of ['ndjson', 'sql'] as const) {
          const whole = await text(dataset({ ...body, format, createTable: true }));
          const n = 1 + (seed.length % 4);
          let parts = '';
          for (let k = 1; k <= n; k++)
            parts += await text(dataset({ ...body, format, createTable: true }, { shard: { k, n } }));
          expect(parts).toBe(whole);
        }
        for (const table of prepared.tables) {
          const all = [...table.rows(0, table.count)];
          const a = Math.floor(table.count / 3);
          expect([...table.rows(a, table.count)]).toEqual(all.slice(a));
          // Any single row, asked in any order, is the whole's row (a fresh dataset: no warm cursor).
          const fresh = dataset(body).tables.find((t) => t.name === table.name)!;
          const picks = [table.count - 1, 0, Math.floor(table.count / 2), a, table.count - 1];
          for (const j of picks.filter((j) => j >= 0 && j < table.count))
            expect([...fresh.rows(j, j + 1)]).toEqual([all[j]]);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('a one-to-one reference (unique referencia) uses each parent row at most once', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200 }),
        fc.nat(50),
        fc.string({ maxLength: 6 }),
        (children, spare, seed) => {
          const prepared = dataset({
            seed,
            tables: [
              {
                name: 'personas',
                count: children + spare,
                primaryKey: ['dni'],
                fields: [{ name: 'dni', type: 'documento' }],
              },
              {
                name: 'fichas',
                count: children,
                fields: [
                  {
                    name: 'dni',
                    type: 'referencia',
                    unique: true,
                    options: { table: 'personas', field: 'dni' },
                  },
                ],
              },
            ],
          });
          const parents = new Set([...prepared.tables[0]!.rows(0, children + spare)].map((r) => r[0]));
          const refs = [...prepared.tables[1]!.rows(0, children)].map((r) => r[0]);
          expect(new Set(refs).size).toBe(children);
          expect(refs.every((r) => parents.has(r))).toBe(true);
        },
      ),
      { numRuns: 40 },
    );
  });
});
