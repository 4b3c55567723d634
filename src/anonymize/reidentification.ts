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
import { headerWords } from './detect.js';
import type { ColumnKindId } from './kinds/index.js';

/** Kinds whose output values are quasi-identifiers. */
const QUASI_KINDS: ReadonlySet<ColumnKindId> = new Set([
  'codigo_postal',
  'colonia',
  'municipio',
  'provincia',
  'fecha_nacimiento',
]);

/** Headers of columns kept as they are that are quasi-identifiers. */
const QUASI_HEADER =
  /\b(sexo|sex|genero|gender|nacionalidad|nationality|pais(_nacimiento)?|country|edad|age|ano_nacimiento|anio_nacimiento|year_of_birth|birth_year|estado_civil|marital_status|profesion|ocupacion|occupation|codigo_postal|cp|colonia|municipio|concelho|localidad|provincia|distrito|fecha_nacimiento|nacimiento)\b/;

export function isQuasiIdentifier(column: string, kind: ColumnKindId | null): boolean {
  if (kind !== null) return QUASI_KINDS.has(kind);
  const words = headerWords(column);
  return QUASI_HEADER.test(words) || QUASI_HEADER.test(words.replace(/_/g, ' '));
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
