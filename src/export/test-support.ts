/**
 * Shared by the exporter tests: a small fixed table, a driver that runs an
 * exporter over rows cut into batches, and fast-check arbitraries for
 * schemas and rows with hostile text.
 */
import fc from 'fast-check';
import type { Cell, Column, ColumnKind, Exporter, ExportOptions, Row } from './types.js';

export function exportOptions(overrides: Partial<ExportOptions> = {}): ExportOptions {
  return {
    table: 'datos',
    tableGiven: false,
    createTable: false,
    dialect: 'ansi',
    csvDelimiter: ',',
    csvBom: false,
    ...overrides,
  };
}

/** begin + rows in batches of `batchSize` + end, as the streaming caller does it. */
export function render(
  exporter: Exporter,
  columns: readonly Column[],
  rows: readonly Row[],
  options: ExportOptions,
  batchSize = Math.max(rows.length, 1),
): string {
  let out = exporter.begin(columns, options);
  for (let i = 0; i < rows.length; i += batchSize) {
    out += exporter.rows(columns, rows.slice(i, i + batchSize), i, options);
  }
  return out + exporter.end(columns, rows.length, options);
}

const column = (name: string, kind: ColumnKind, nullable = false, type = name): Column => ({
  name,
  type,
  kind,
  nullable,
});

/** One column of each kind, a name that is not an identifier, and nulls. */
export const SAMPLE_COLUMNS: readonly Column[] = [
  column('nombre', 'text', false, 'nombre_completo'),
  column('edad', 'integer', true),
  column('saldo', 'decimal', false, 'numero'),
  column('activo', 'boolean', false, 'booleano'),
  column('alta-web', 'date', true, 'fecha'),
];

export const SAMPLE_ROWS: readonly Row[] = [
  ['Ana "la" O\'Brien', 41, 1234.5, true, '2024-01-31'],
  ['Peña, Ñ; <b>&</b>\r\nfin', null, -0.25, false, null],
  ['', 0, 3, false, '1999-12-31'],
];

/** Text that is hard on every format: quotes, separators, markup, escapes, controls, odd code points. */
const HOSTILE_PIECES = [
  '"',
  "'",
  '\\',
  '`',
  '\n',
  '\r',
  '\r\n',
  '\t',
  ',',
  ';',
  ' ',
  '<',
  '>',
  '&',
  '&amp;',
  '</',
  ']]>',
  ']',
  '${',
  '*/',
  '--',
  '\0',
  '\x01',
  '\x1a',
  '\x7f',
  '\x85',
  'ñ',
  '€',
  '😀',
  '\u2028',
  '\u2029',
  '\uFEFF',
  '\uFFFE',
  '\uFFFF',
  'NULL',
];

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));

export const hostileText = (withLoneSurrogates = true): fc.Arbitrary<string> =>
  fc.string({
    unit: fc.oneof(
      { arbitrary: fc.constantFrom(...HOSTILE_PIECES), weight: 4 },
      { arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }), weight: 4 },
      { arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }), weight: 4 },
      { arbitrary: withLoneSurrogates ? loneSurrogate : fc.constant('x'), weight: 1 },
    ),
    maxLength: 24,
  });

/**
 * Any string at all: hostile pieces, plain text that needs no escaping,
 * arbitrary UTF-16 code units (lone surrogates, U+2028, controls) or whole
 * code points, for checking a fast path against a plain reference.
 */
export const anyText = (): fc.Arbitrary<string> =>
  fc.oneof(
    hostileText(),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.string({
      unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)),
      maxLength: 40,
    }),
    fc.string({ unit: 'binary', maxLength: 40 }),
  );

const NAME_TRAPS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'xml',
  'XmlDatos',
  'select',
  'class',
];

/** Field names of docs/api.md, Bulk, unique even ignoring case (SQLite and MySQL compare names that way). */
export const columnNames = (maxLength: number): fc.Arbitrary<string[]> =>
  fc.uniqueArray(
    fc.oneof(
      { arbitrary: fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_-]{0,11}$/), weight: 6 },
      { arbitrary: fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_-]{50,62}$/), weight: 1 },
      { arbitrary: fc.constantFrom(...NAME_TRAPS), weight: 2 },
    ),
    { minLength: 1, maxLength, selector: (name) => name.toLowerCase() },
  );

const KINDS: readonly ColumnKind[] = ['text', 'integer', 'decimal', 'boolean', 'date'];

export const columnsArb = (maxColumns = 6): fc.Arbitrary<Column[]> =>
  columnNames(maxColumns).chain((names) =>
    fc
      .tuple(...names.map(() => fc.record({ kind: fc.constantFrom(...KINDS), nullable: fc.boolean() })))
      .map((specs) => specs.map((spec, i) => column(names[i], spec.kind, spec.nullable, 'prueba'))),
  );

/** -0 is written as 0 everywhere, so it is left out of the round-trip data. */
const noNegativeZero = (n: number): number => (n === 0 ? 0 : n);

export function cellArb(kind: ColumnKind, withLoneSurrogates = true): fc.Arbitrary<Cell> {
  switch (kind) {
    case 'text':
      return hostileText(withLoneSurrogates);
    case 'integer':
      return fc.oneof(fc.integer({ min: -1000, max: 100_000 }), fc.maxSafeInteger());
    case 'decimal':
      return fc
        .oneof(
          fc.integer({ min: -1_000_000, max: 1_000_000 }).map((n) => n / 100),
          fc.double({ noNaN: true, noDefaultInfinity: true }),
        )
        .map(noNegativeZero);
    case 'boolean':
      return fc.boolean();
    case 'date':
      return fc
        .date({ min: new Date('1900-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
  }
}

export const rowArb = (columns: readonly Column[], withLoneSurrogates = true): fc.Arbitrary<Row> =>
  fc.tuple(
    ...columns.map((c) => {
      const cell = cellArb(c.kind, withLoneSurrogates);
      return c.nullable ? fc.option(cell, { nil: null, freq: 4 }) : cell;
    }),
  );

export interface Dataset {
  readonly columns: Column[];
  readonly rows: Row[];
}

export const datasetArb = ({
  maxColumns = 6,
  maxRows = 12,
  withLoneSurrogates = true,
} = {}): fc.Arbitrary<Dataset> =>
  columnsArb(maxColumns).chain((columns) =>
    fc.array(rowArb(columns, withLoneSurrogates), { maxLength: maxRows }).map((rows) => ({ columns, rows })),
  );

/** The text a reader gets back from the UTF-8 bytes: lone surrogates become U+FFFD. */
export const throughUtf8 = (text: string): string => Buffer.from(text, 'utf8').toString('utf8');
