/**
 * Parquet output writes its column chunks itself (src/export/parquet-chunk.ts)
 * and compresses with its own snappy (src/export/snappy.ts), both meant to
 * give exactly the bytes hyparquet-writer gives for the same values. Here
 * the same cells go through ParquetStream and through hyparquet-writer's
 * own `ParquetWriter.write` (one value object per cell, its snappy), and
 * the files must be equal byte for byte: dictionary and plain texts, pages
 * cut at 1 MiB, nulls, 64-bit integers past 2^53, signed zeros, booleans
 * in both encodings, decimals, a column whose cardinality changes from one
 * row group to the next and one whose first values are all distinct.
 */
import { ByteWriter, ParquetWriter } from 'hyparquet-writer';
import { snappyCompress as writerSnappy } from 'hyparquet-writer/src/snappy.js';
import { describe, expect, it } from 'vitest';
import { ParquetStream, ROW_GROUP_ROWS } from '../src/export/parquet.js';
import { parquetColumn, unscaled } from '../src/export/parquet-columns.js';
import { snappyCompress } from '../src/export/snappy.js';
import type { Cell, Column, Row } from '../src/export/types.js';
import { dayNumberOf } from '../src/generators/dates.js';

/** A small seeded generator, so the values are the same on every run. */
function lcg(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const CITIES = [
  'Cádiz',
  'Logroño',
  'A Coruña',
  'Ávila',
  '😀 Huesca',
  '\uD800x',
  '\uDBFFx',
  'Sevilla',
  '',
  'Ourense',
];

const COLUMNS: readonly Column[] = [
  { name: 'ciudad', type: 'municipio', kind: 'text', nullable: true },
  { name: 'correo', type: 'email', kind: 'text', nullable: false },
  { name: 'largo', type: 'lorem', kind: 'text', nullable: true },
  { name: 'mixto', type: 'texto', kind: 'text', nullable: false },
  { name: 'tarde', type: 'texto', kind: 'text', nullable: false },
  { name: 'edad', type: 'edad', kind: 'integer', nullable: true, numeric: { min: 0, max: 120, scale: 0 } },
  { name: 'dia', type: 'fecha', kind: 'date', nullable: true },
  { name: 'grande', type: 'secuencia', kind: 'integer', nullable: false },
  { name: 'poco', type: 'lista', kind: 'integer', nullable: false },
  { name: 'real', type: 'lista', kind: 'decimal', nullable: true },
  { name: 'activo', type: 'booleano', kind: 'boolean', nullable: true },
  {
    name: 'importe',
    type: 'numero',
    kind: 'decimal',
    nullable: true,
    numeric: { min: -1000, max: 100000, scale: 2 },
  },
  {
    name: 'enorme',
    type: 'numero',
    kind: 'decimal',
    nullable: false,
    numeric: { min: -1e12, max: 1e12, scale: 10 },
  },
  { name: 'vacio', type: 'constante', kind: 'text', nullable: false },
  { name: 'nulos', type: 'constante', kind: 'text', nullable: true },
];

function rowsOf(count: number, seed: number): Row[] {
  const random = lcg(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const maybe = (cell: Cell, nulls = 0.2): Cell => (random() < nulls ? null : cell);
  const word = (length: number) =>
    Array.from({ length }, () => String.fromCharCode(97 + Math.floor(random() * 26))).join('');
  const rows: Row[] = [];
  for (let i = 0; i < count; i++) {
    // Few distinct texts in the first and third row groups, all distinct in the second.
    const group = Math.floor(i / ROW_GROUP_ROWS);
    rows.push([
      maybe(pick(CITIES)),
      `${word(8)}.${i}@ejemplo.es`,
      maybe(`${word(280)} ñ ${i}`, 0.1),
      group === 1 ? `único ${word(6)} ${i}` : pick(['alfa', 'beta', 'gamma']),
      // Distinct for the first 1,500 rows of each group, then few values: a dictionary after all.
      i % ROW_GROUP_ROWS < 1500 ? `primero ${i}` : pick(['uno', 'dos', 'tres', 'cuatro']),
      maybe(Math.floor(random() * 121)),
      maybe(
        `20${10 + Math.floor(random() * 15)}-0${1 + Math.floor(random() * 9)}-1${Math.floor(random() * 10)}`,
      ),
      pick([1, -1, 2 ** 53 + 2, -(2 ** 60), 0, -0]) * Math.floor(random() * 3) + i,
      pick([-7, 0, 12, 2 ** 40]),
      maybe(pick([0, -0, 1.5, -2.25, Number.NaN, Number.POSITIVE_INFINITY, 1e300, 5e-324])),
      maybe(random() < 0.5),
      maybe(Math.round((random() * 101000 - 1000) * 100) / 100),
      Math.round((random() * 2e12 - 1e12) * 1e4) / 1e4,
      '',
      null,
    ]);
  }
  return rows;
}

/** A cell as hyparquet-writer takes it: UTF-8 bytes, a number, a BigInt, a boolean, or null. */
function writerValue(column: Column, cell: Cell): Uint8Array | number | bigint | boolean | null {
  const { element } = parquetColumn(column);
  const finite = typeof cell === 'number' && Number.isFinite(cell);
  if (element.type === 'BYTE_ARRAY') return cell === null ? null : Buffer.from(String(cell));
  if (element.type === 'BOOLEAN') return typeof cell === 'boolean' ? cell : null;
  if (element.converted_type === 'DATE') return typeof cell === 'string' ? dayNumberOf(cell) : null;
  if (element.converted_type === 'DECIMAL') return finite ? unscaled(cell, element.scale ?? 0) : null;
  if (element.type === 'INT64') return finite ? BigInt(cell) : null;
  return finite ? cell : null;
}

const METADATA = { 'datos-prueba.fields': 'prueba' };

/** The same file written by hyparquet-writer's own row-group writer and snappy. */
function writerFile(columns: readonly Column[], rows: readonly Row[]): Buffer {
  const writer = new ByteWriter();
  const elements = columns.map((c) => parquetColumn(c).element);
  const parquet = new ParquetWriter({
    writer,
    schema: [{ name: 'schema', num_children: columns.length }, ...elements],
    codec: 'SNAPPY',
    compressors: { SNAPPY: writerSnappy },
    kvMetadata: Object.entries(METADATA).map(([key, value]) => ({ key, value })),
    createdBy: 'datos-prueba',
  });
  for (let start = 0; start < rows.length; start += ROW_GROUP_ROWS) {
    const group = rows.slice(start, start + ROW_GROUP_ROWS);
    parquet.write({
      columnData: columns.map((column, i) => ({
        name: column.name,
        data: group.map((row) => writerValue(column, row[i] ?? null)),
        statistics: elements[i]!.type !== 'BYTE_ARRAY',
      })),
      rowGroupSize: group.length,
    });
  }
  parquet.finish();
  return Buffer.from(writer.getBytes());
}

async function streamFile(columns: readonly Column[], rows: readonly Row[]): Promise<Buffer> {
  const stream = await ParquetStream.open(columns, { metadata: METADATA });
  const parts: Uint8Array[] = [];
  for (let start = 0; start < rows.length; start += 250)
    parts.push(...stream.rows(rows.slice(start, start + 250)));
  parts.push(...stream.end());
  return Buffer.concat(parts);
}

describe('Parquet column chunks', () => {
  it('are the bytes hyparquet-writer writes for the same cells, over three row groups', async () => {
    const rows = rowsOf(2 * ROW_GROUP_ROWS + 3, 7);
    const ours = await streamFile(COLUMNS, rows);
    expect(ours.subarray(0, 4).toString()).toBe('PAR1');
    expect(ours.equals(writerFile(COLUMNS, rows))).toBe(true);
  });

  it('are those bytes for a few rows too (booleans PLAIN up to 16 rows, RLE past)', async () => {
    for (const count of [1, 5, 16, 17, 40]) {
      const rows = rowsOf(count, count);
      expect((await streamFile(COLUMNS, rows)).equals(writerFile(COLUMNS, rows)), `${count} rows`).toBe(true);
    }
  });

  it('refuse a null in a column declared never null', async () => {
    const stream = await ParquetStream.open([{ name: 'x', type: 'texto', kind: 'text', nullable: false }]);
    expect(() => stream.rows([['a'], [null]])).toThrow(/never null/);
  });
});

describe('snappy', () => {
  it('compresses to the bytes of hyparquet-writer’s snappy', () => {
    const random = lcg(3);
    const text = Buffer.from(rowsOf(300, 11).flat().join('|'));
    for (const length of [0, 1, 14, 15, 16, 61, 300, 5_000, 70_000, text.length]) {
      const start = Math.floor(random() * Math.max(text.length - length, 0));
      const samples = [
        text.subarray(start, start + length),
        Uint8Array.from({ length }, () => Math.floor(random() * 256)),
        Uint8Array.from({ length }, () => Math.floor(random() * 3)),
        new Uint8Array(length),
      ];
      for (const sample of samples)
        expect(
          Buffer.from(snappyCompress(sample)).equals(Buffer.from(writerSnappy(sample))),
          `${length}`,
        ).toBe(true);
    }
  });
});
