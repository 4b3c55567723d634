/**
 * The re-identification report (`--informe`): replaced identifiers say
 * nothing, but what is left together may still single a person out (a
 * postal code, a date of birth and a sex). The quasi-identifiers of the
 * output are counted per combination of values: the smallest group is the
 * extract's k (k-anonymity), and the rows in groups smaller than a
 * threshold are the ones at risk. Counted on the output, as it will be
 * shared; one counter per distinct combination, so memory grows with the
 * number of combinations, not of rows.
 */
import { COUNTRIES } from '../countries/registry.js';
import {
  columnRulesOf,
  hasWords,
  namesColumn,
  normaliseName,
  type TypedColumnWords,
} from '../fields/column-words.js';
import type { ColumnKindId } from './kinds/index.js';

/** Kinds whose output values are quasi-identifiers. */
const QUASI_KINDS: ReadonlySet<ColumnKindId> = new Set([
  'codigo_postal',
  'colonia',
  'municipio',
  'provincia',
  'fecha_nacimiento',
]);

/**
 * Field types whose values, kept as they are, are quasi-identifiers: a
 * column whose header some country reads as one (by its column words, the
 * first rule that has a word in the header) is counted, whatever the
 * extract's locale (a `distrito` or a `colonia` is one anywhere).
 */
const QUASI_TYPES: ReadonlySet<string> = new Set([
  'sexo',
  'edad',
  'fecha_nacimiento',
  'cp',
  'municipio',
  'codigo_ine',
  'provincia',
  'comunidad',
]);

/** Quasi-identifiers no field type writes: nationality, year of birth, marital status, occupation. */
const QUASI_WORDS: readonly string[] = [
  'nacionalidad',
  'nationality',
  'pais',
  'pais_nacimiento',
  'country',
  'ano_nacimiento',
  'anio_nacimiento',
  'year_of_birth',
  'birth_year',
  'estado_civil',
  'marital_status',
  'profesion',
  'ocupacion',
  'occupation',
];

/** Each country's column rules that need no table name, by `order`. */
let countryRules: readonly (readonly TypedColumnWords[])[] | undefined;

export function isQuasiIdentifier(column: string, kind: ColumnKindId | null): boolean {
  if (kind !== null) return QUASI_KINDS.has(kind);
  const name = normaliseName(column);
  if (QUASI_WORDS.some((w) => hasWords(name, w))) return true;
  countryRules ??= COUNTRIES.map((c) => columnRulesOf(c.fields.types).filter((r) => r.tables === undefined));
  return countryRules.some((rules) => {
    const type = rules.find((r) => namesColumn(r, name))?.type;
    return type !== undefined && QUASI_TYPES.has(type);
  });
}

export const DEFAULT_THRESHOLD = 5;

export interface ReidentificationReport {
  /** The quasi-identifier columns, in the extract's order. */
  readonly columns: readonly string[];
  readonly rows: number;
  /** Distinct combinations of their values. */
  readonly combinations: number;
  /** Rows of the smallest combination (0 with no rows). */
  readonly k: number;
  readonly threshold: number;
  /** Combinations with fewer rows than the threshold, and the rows in them. */
  readonly groupsBelow: number;
  readonly rowsBelow: number;
  /** Rows in groups of 1, 2-4, 5-9, 10-99 and 100 or more rows. */
  readonly rowsByGroupSize: Readonly<Record<'1' | '2-4' | '5-9' | '10-99' | '100+', number>>;
}

export class ReidentificationCounter {
  private readonly groups = new Map<string, number>();
  private rows = 0;

  constructor(
    readonly columns: readonly string[],
    private readonly threshold: number,
  ) {}

  add(values: readonly unknown[]): void {
    this.rows++;
    let key = '';
    for (const value of values)
      key += `${value === undefined || value === null ? '' : String(value).trim().toLowerCase()}\u0001`;
    this.groups.set(key, (this.groups.get(key) ?? 0) + 1);
  }

  report(): ReidentificationReport {
    let k = Number.POSITIVE_INFINITY;
    let groupsBelow = 0;
    let rowsBelow = 0;
    const bySize = { '1': 0, '2-4': 0, '5-9': 0, '10-99': 0, '100+': 0 };
    for (const size of this.groups.values()) {
      k = Math.min(k, size);
      if (size < this.threshold) {
        groupsBelow++;
        rowsBelow += size;
      }
      const bucket = size === 1 ? '1' : size < 5 ? '2-4' : size < 10 ? '5-9' : size < 100 ? '10-99' : '100+';
      bySize[bucket] += size;
    }
    return {
      columns: this.columns,
      rows: this.rows,
      combinations: this.groups.size,
      k: Number.isFinite(k) ? k : 0,
      threshold: this.threshold,
      groupsBelow,
      rowsBelow,
      rowsByGroupSize: bySize,
    };
  }
}
