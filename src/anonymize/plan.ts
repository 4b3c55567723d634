/**
 * The column plan: which kind each column gets and why. A kind named by
 * the user wins; then the values of a sample, when most of them validate as
 * one kind; then the header. "conservar" keeps a column as it is.
 */
import { invalidParams } from '../errors/index.js';
import { type DetectLocale, kindOfHeader, kindOfValues, VALUE_QUORUM } from './detect.js';
import { COLUMN_KINDS, type ColumnKindId, parseColumnKind } from './kinds/index.js';
import { namesProvince } from './places/places.js';

/** The kind name that leaves a column alone. */
export const KEEP = 'conservar';

export type KindSource = 'columnas' | 'valores' | 'cabecera';

export interface ColumnPlan {
  readonly column: string;
  /** Index in a CSV row, name in a JSON object. */
  readonly key: number | string;
  readonly kind: ColumnKindId | null;
  readonly source: KindSource | null;
  /** What is done with the column, in a few words (never a value). */
  readonly action: string;
  /** Kept as it is, but its text is searched for identifiers and the row's names. */
  readonly scan: boolean;
  /**
   * Characters the column holds (a database's `varchar(15)`): a fake or a
   * searched text that comes out longer is cut to it, so the row still
   * loads; the same value is cut the same way everywhere.
   */
  readonly width?: number;
  /**
   * The column holds each value once (a one-column primary key or UNIQUE,
   * or joined by a foreign key to such a column), and this is the width of
   * the narrowest column of that group: a replacement longer than it is not
   * cut, since two cut fakes can meet, but becomes the original's letters-
   * by-letters scramble, as long as the original and as distinct, the same
   * in every column of the group.
   */
  readonly uniqueWidth?: number;
}

/** `{ column: kind }` checked: every kind known, "conservar" allowed. */
export function checkColumns(columns: Readonly<Record<string, string>>): Map<string, ColumnKindId | null> {
  const checked = new Map<string, ColumnKindId | null>();
  for (const [column, kindName] of Object.entries(columns)) {
    const kind = kindName.trim().toLowerCase() === KEEP ? null : parseColumnKind(kindName);
    if (kind === undefined)
      throw invalidParams({
        parameter: 'columns',
        column,
        problem: 'not_allowed',
        value: kindName,
        allowed: [...Object.keys(COLUMN_KINDS), KEEP],
      });
    checked.set(column, kind);
  }
  return checked;
}

/** "dni=documento,nombre=nombre_completo" (kind=column) -> { documento: 'dni', nombre_completo: 'nombre' }. */
export function parseColumnsOption(text: string): Record<string, string> {
  const columns: Record<string, string> = Object.create(null);
  for (const pair of text.split(',')) {
    if (pair.trim() === '') continue;
    const eq = pair.indexOf('=');
    const kind = pair.slice(0, eq).trim();
    const column = pair.slice(eq + 1).trim();
    if (eq <= 0 || column === '')
      throw invalidParams({
        parameter: 'columns',
        problem: 'bad_syntax',
        expected: 'kind=column[,kind=column...]',
        value: pair.trim(),
      });
    columns[column] = kind;
  }
  return columns;
}

export const SCAN_ACTION =
  "free text: identifiers, IBANs, cards, phones, emails and the row's names replaced";

/**
 * Text worth searching: a column whose sample holds a value with white
 * space or an "@" (or an empty sample: a key first seen late). Columns of
 * bare numbers or codes (ids, amounts) are not searched, so an id that
 * happens to read as a phone number stays as it is.
 */
const looksLikeText = (sample: readonly string[]): boolean =>
  sample.length === 0 || sample.some((v) => /[\s@]/.test(v.trim()));

/**
 * Whether most of a sample names provinces: outside Spain a column named
 * like one ("estado") may hold a status, which must not become a place.
 */
function namesProvinces(sample: readonly string[], locale: DetectLocale): boolean {
  const values = sample.map((v) => v.trim()).filter((v) => v !== '');
  const named = values.filter((v) => /^\d{1,2}$/.test(v) || namesProvince(locale, v)).length;
  return named >= VALUE_QUORUM * values.length;
}

/**
 * A column's plan. `readHeader` says what its name gives it (kindOfHeader
 * by default; a database copy reads names with their table and SQL type):
 * a kind, null for a column its name keeps, undefined for none.
 */
export function planColumn(
  column: string,
  key: number | string,
  sample: readonly string[],
  given: ReadonlyMap<string, ColumnKindId | null>,
  scanText = false,
  locale: DetectLocale = 'es',
  readHeader: (column: string) => ColumnKindId | null | undefined = (name) => kindOfHeader(name, locale),
): ColumnPlan {
  const plan = (kind: ColumnKindId | null, source: KindSource | null, scan = false): ColumnPlan => ({
    column,
    key,
    kind,
    source,
    action: kind !== null ? COLUMN_KINDS[kind].action : scan ? SCAN_ACTION : 'kept as it is',
    scan,
  });
  if (given.has(column)) return plan(given.get(column) ?? null, 'columnas');
  const byValues = kindOfValues(sample, locale);
  if (byValues !== undefined) return plan(byValues, 'valores');
  const header = readHeader(column);
  const scan = scanText && looksLikeText(sample);
  // A name that keeps its column (a company's) still has its text searched.
  if (header === null) return plan(null, 'cabecera', scan);
  if (header !== undefined && !(header === 'provincia' && locale !== 'es' && !namesProvinces(sample, locale)))
    return plan(header, 'cabecera');
  return plan(null, null, scan);
}
