/**
 * Field types that shape a table rather than describe a person (docs/api.md, Offsets, shards and the new field types):
 * `secuencia` (keys), `lista` (a column of fixed values, weighted),
 * `constante`, and `referencia` (a column copied from a parent row, which
 * only a dataset can resolve).
 */
import type { Cell, ColumnKind } from '../export/types.js';
import type { OptionSpec, OptionsOf, Scalar } from '../generators/options.js';
import type { LangText } from '../i18n/lang.js';
import { defineFieldType, type FieldType } from './field-type.js';
import type { UniqueProblem } from './unique-space.js';

/** Bounds of `secuencia`'s start and step: every value they reach stays an exact integer. */
const SEQUENCE_LIMIT = 1e15;
const MAX_LIST_VALUES = 1000;

const integer = <const Name extends string>(name: Name, dflt: number, description: LangText) =>
  ({
    name,
    kind: 'integer',
    min: -SEQUENCE_LIMIT,
    max: SEQUENCE_LIMIT,
    default: dflt,
    description,
  }) as const satisfies OptionSpec;

const SEQUENCE_OPTIONS = [
  integer('start', 1, { es: 'Primer valor.', en: 'First value.', pt: 'Primeiro valor.' }),
  integer('step', 1, {
    es: 'Incremento por fila (no 0).',
    en: 'Increment per row (not 0).',
    pt: 'Incremento por linha (não 0).',
  }),
] as const;

/** The column kind of JSON values: one kind when they agree, text otherwise. */
export function kindOfValues(values: readonly Scalar[]): ColumnKind {
  if (values.every((v) => typeof v === 'boolean')) return 'boolean';
  if (values.every((v) => typeof v === 'number'))
    // Integers past 2^53 are not exact and past 2^63 not BIGINT: they are decimals.
    return values.every((v) => Number.isSafeInteger(v)) ? 'integer' : 'decimal';
  return 'text';
}

/**
 * A list's values as its column holds them: as given when they share a
 * kind, else as text (one SQL column, one CSV reading), built once per list.
 */
const CELLS = new WeakMap<readonly Scalar[], readonly Cell[]>();
function cellsOf(values: readonly Scalar[]): readonly Cell[] {
  let cells = CELLS.get(values);
  if (cells === undefined) {
    cells = kindOfValues(values) === 'text' ? values.map(String) : values;
    CELLS.set(values, cells);
  }
  return cells;
}

/** Running sums of a list's weights, built once per list (what `Rng.weighted` draws on). */
const CUMULATIVE = new WeakMap<readonly number[], readonly number[]>();
function cumulativeOf(weights: readonly number[]): readonly number[] {
  let sums = CUMULATIVE.get(weights);
  if (sums === undefined) {
    let sum = 0;
    sums = weights.map((w) => (sum += w));
    CUMULATIVE.set(weights, sums);
  }
  return sums;
}

/**
 * Longest text of a unique list or constant: a unique column is indexed, and
 * MySQL/MariaDB and SQL Server index bounded text only (VARCHAR(255),
 * NVARCHAR(450)). Generated unique values are all far shorter.
 */
export const MAX_KEY_TEXT = 255;

const keyLengthProblem = (texts: readonly string[]): UniqueProblem | undefined =>
  texts.some((t) => t.length > MAX_KEY_TEXT) ? { problem: 'unique_too_long', max: MAX_KEY_TEXT } : undefined;

/** The last row a sequence can number before leaving the exact integers. */
export function sequenceRows(options: OptionsOf<typeof SEQUENCE_OPTIONS>): number {
  const start = options.start;
  const step = Math.abs(options.step);
  return Math.floor((Number.MAX_SAFE_INTEGER - Math.abs(start)) / step) + 1;
}

export const STRUCTURAL_FIELD_TYPES: readonly FieldType[] = [
  defineFieldType({
    type: 'secuencia',
    kind: 'integer',
    label: {
      es: 'Secuencia (start + step × fila)',
      en: 'Sequence (start + step × row)',
      pt: 'Sequência (start + step × linha)',
    },
    options: SEQUENCE_OPTIONS,
    check: (options) => (options.step === 0 ? { member: 'options.step', problem: 'step_zero' } : undefined),
    rowLimit: sequenceRows,
    unique: 'inherent',
    value: (row, options) => options.start + options.step * row.index,
  }),
  defineFieldType({
    type: 'lista',
    kind: 'text',
    label: {
      es: 'Lista de valores (con pesos)',
      en: 'List of values (weighted)',
      pt: 'Lista de valores (com pesos)',
    },
    options: [
      {
        name: 'values',
        kind: 'scalars',
        max: MAX_LIST_VALUES,
        default: null,
        required: true,
        description: {
          es: 'Valores posibles (1-1000 textos, números o booleanos).',
          en: 'Possible values (1-1000 strings, numbers or booleans).',
          pt: 'Valores possíveis (1-1000 textos, números ou booleanos).',
        },
      },
      {
        name: 'weights',
        kind: 'weights',
        max: MAX_LIST_VALUES,
        default: null,
        description: {
          es: 'Pesos, uno por valor (por defecto, todos iguales).',
          en: 'Weights, one per value (default: all equal).',
          pt: 'Pesos, um por valor (por omissão, todos iguais).',
        },
      },
    ],
    kindOf: (options) => kindOfValues(options.values),
    check(options) {
      const weights = options.weights;
      if (weights !== null && weights.length !== options.values.length)
        return {
          member: 'options.weights',
          problem: 'one_weight_per_value',
          values: options.values.length,
          weights: weights.length,
        };
      return undefined;
    },
    unique: {
      size: (options) => new Set(cellsOf(options.values).map(String)).size,
      // Each value at most once: the weights cannot apply.
      value: (_row, options, _rng, n) => cellsOf(options.values)[n] ?? null,
      problem: (options) => {
        const cells = cellsOf(options.values).map(String);
        if (new Set(cells).size !== cells.length) return { problem: 'values_repeat' };
        // MySQL/MariaDB compare text padded with spaces: 'a' and 'a ' are one key there.
        if (new Set(cells.map((c) => c.trimEnd())).size !== cells.length)
          return { problem: 'values_repeat_but_spaces' };
        return keyLengthProblem(cells);
      },
    },
    ownStream: true,
    value(_row, options, rng) {
      const cells = cellsOf(options.values);
      const weights = options.weights;
      if (weights === null) return rng.pick(cells);
      return cells[rng.weighted(cumulativeOf(weights))] ?? null;
    },
  }),
  defineFieldType({
    type: 'constante',
    kind: 'text',
    label: { es: 'Valor constante', en: 'Constant value', pt: 'Valor constante' },
    options: [
      {
        name: 'value',
        kind: 'scalar',
        default: null,
        required: true,
        description: {
          es: 'El valor de todas las filas.',
          en: 'The value of every row.',
          pt: 'O valor de todas as linhas.',
        },
      },
    ],
    kindOf: (options) => kindOfValues([options.value]),
    unique: {
      size: () => 1,
      value: (_row, options) => options.value,
      problem: (options) => keyLengthProblem([String(options.value)]),
    },
    value: (_row, options) => options.value,
  }),
  defineFieldType({
    type: 'referencia',
    kind: 'text',
    label: {
      es: 'Referencia a otra tabla (conjuntos)',
      en: 'Reference to another table (datasets)',
      pt: 'Referência a outra tabela (conjuntos de dados)',
    },
    options: [
      {
        name: 'table',
        kind: 'name',
        default: null,
        required: true,
        description: { es: 'Tabla de origen.', en: 'Parent table.', pt: 'Tabela de origem.' },
      },
      {
        name: 'field',
        kind: 'name',
        default: null,
        required: true,
        description: {
          es: 'Campo copiado de la fila elegida.',
          en: 'Field copied from the chosen row.',
          pt: 'Campo copiado da linha escolhida.',
        },
      },
      {
        name: 'via',
        kind: 'name',
        default: null,
        description: {
          es: 'Otro campo referencia de esta tabla cuya fila se reutiliza.',
          en: 'Another referencia field of this table whose row is reused.',
          pt: 'Outro campo referencia desta tabela cuja linha é reutilizada.',
        },
      },
    ],
    datasetOnly: true,
    value() {
      throw new Error('referencia values are resolved by the dataset, never by the row');
    },
  }),
];
