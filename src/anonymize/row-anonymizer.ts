/**
 * The row engine of pseudonymization, shared by an extract (anonymize.ts)
 * and a database copy (src/db/copy): `Replacers` holds what one key makes
 * (the replacer of each kind, the place mapper, the free-text scanner), so
 * that every file or table of a run given the same `Replacers` writes the
 * same fake for the same value; a `RowAnonymizer` holds one table's column
 * plans and replaces a row's cells in place.
 */
import { streetArea } from '../countries/es/entities/streets.js';
import { Permutations } from '../pseudonym/feistel.js';
import { KeyRing } from '../pseudonym/keys.js';
import type { KindContext, Replacement, Replacer } from '../pseudonym/kind.js';
import { scramble } from '../pseudonym/scramble.js';
import { AnonymizeError } from './errors.js';
import { type FoundKind, FreeTextScanner, type RowNames } from './free-text.js';
import { COLUMN_KINDS, type ColumnKindId } from './kinds/index.js';
import type { RowContext } from './kinds/row-context.js';
import { hasNonAscii } from './names/fold.js';
import { NAME_PARTICLES } from './names/name-tables.js';
import { CellsMemo } from './places/cells-memo.js';
import { PlaceMapper, type PlacePart } from './places/places.js';
import type { ColumnPlan, KindSource } from './plan.js';

export interface ReplacerOptions {
  readonly key: string;
  readonly dateWindow: number;
  readonly keepProvince: boolean;
  readonly locale: 'es' | 'pt' | 'mx';
}

/** One key's replacers: built once per run, asked for by every table or file of it. */
export class Replacers {
  readonly context: Required<KindContext>;
  private readonly byKind = new Map<ColumnKindId, Replacer>();
  private places: PlaceMapper | undefined;
  private freeText: FreeTextScanner | undefined;

  /** `options`: kept as given, for a second thread that builds the same replacers (src/db/copy). */
  constructor(readonly options: ReplacerOptions) {
    this.context = {
      permutations: new Permutations(new KeyRing(options.key)),
      dateWindow: options.dateWindow,
      keepProvince: options.keepProvince,
      locale: options.locale,
    };
  }

  // Built when first asked for: a plan never needs them.
  get placeMapper(): PlaceMapper {
    this.places ??= new PlaceMapper(
      this.context.permutations,
      this.context.keepProvince,
      this.context.locale,
    );
    return this.places;
  }

  get scanner(): FreeTextScanner {
    this.freeText ??= new FreeTextScanner((kind) => this.of(kind), this.context.locale);
    return this.freeText;
  }

  of(kind: ColumnKindId): Replacer {
    let replacer = this.byKind.get(kind);
    if (replacer === undefined) {
      replacer = COLUMN_KINDS[kind].create(this.context);
      this.byKind.set(kind, replacer);
    }
    return replacer;
  }
}

export interface ColumnReport {
  readonly column: string;
  readonly kind: ColumnKindId | null;
  /** Why this kind: named in `columns`, found in the values, or in the header. */
  readonly source: KindSource | null;
  readonly action: string;
  /** Rows read (with or without a value in this column). */
  readonly rows: number;
  readonly replaced: number;
  /** Replaced values that were not valid for the kind in the input. */
  readonly invalid: number;
  /** A free-text column: what was found inside its values and replaced, by kind. */
  readonly found?: Readonly<Partial<Record<FoundKind, number>>>;
  /**
   * Values cut to the column's width (a database column narrower than their
   * fakes), or scrambled to fit in a column that holds each value once; absent: none.
   */
  readonly cut?: number;
}

interface Column {
  readonly plan: ColumnPlan;
  readonly replacer: Replacer | undefined;
  replaced: number;
  invalid: number;
  cut: number;
  /** Free text searched for identifiers: what was found, by kind. */
  readonly found: Map<FoundKind, number> | undefined;
}

/**
 * What a table's rows did to each of its columns (in plan order) since the
 * counts were last taken: a second thread replacing part of a table's rows
 * hands these back, and the table's own engine adds them to its report.
 */
export interface ColumnCounts {
  readonly replaced: number;
  readonly invalid: number;
  readonly cut: number;
  readonly found: readonly (readonly [FoundKind, number])[];
}

/** A row's cells by column key: a CSV or database row's index, a JSON object's member. */
export type Cells = Record<string | number, unknown> | unknown[];
type Indexed = Record<string | number, unknown>;

/**
 * The cell at `key` replaced in place, and its replacement; undefined when
 * it holds no value (blank, null, not a finite number). A value of a
 * number column is replaced as text and written back as a number when it
 * still reads as one; its words are not followed in free text.
 */
function replaceCell(
  replacer: Replacer,
  cells: Indexed,
  key: string | number,
  row?: RowContext,
): Replacement | undefined {
  const value = cells[key];
  if (typeof value === 'string') {
    // Only a value that starts with white space can be blank: trim nothing else.
    if (value.length === 0 || (value.charCodeAt(0) <= 32 && value.trim() === '')) return undefined;
    // The replacer's own answer is returned: no object is built per cell.
    const replacement = replacer.replace(value, row);
    cells[key] = replacement.text;
    return replacement;
  }
  if (typeof value === 'number' && Number.isFinite(value)) {
    const { text, valid } = replacer.replace(String(value), row);
    const number = Number(text);
    cells[key] = String(number) === text ? number : text;
    return { text, valid };
  }
  return undefined;
}

const PLACE_PARTS: Partial<Record<ColumnKindId, PlacePart>> = {
  codigo_postal: 'postalCode',
  colonia: 'settlement',
  municipio: 'municipality',
  provincia: 'province',
};

/** The permutation a unique column's too-wide values are scrambled under (one for every kind and column). */
const UNIQUE_FIT_LABEL = 'unique-width';

/** Whether a kind's columns are replaced with the row's other place cells (by the place mapper). */
export const isPlaceKind = (kind: ColumnKindId): boolean => PLACE_PARTS[kind] !== undefined;

/**
 * `text` cut to `width` characters (code points, as a database counts
 * them), without the white space the cut leaves at its end; undefined
 * when it fits.
 */
function cutTo(text: string, width: number): string | undefined {
  if (text.length <= width) return undefined;
  const points = Array.from(text);
  return points.length <= width ? undefined : points.slice(0, width).join('').trimEnd();
}

const placePart = (column: Column): PlacePart | undefined =>
  column.plan.kind === null ? undefined : PLACE_PARTS[column.plan.kind];

/**
 * What a row's place cells became: each cell as written back (undefined:
 * left alone), whether it counts as replaced and as invalid, and the fake
 * municipality's code.
 */
interface PlaceOutcome {
  readonly cells: readonly unknown[];
  readonly replaced: readonly boolean[];
  readonly invalid: readonly boolean[];
  readonly municipality: string | undefined;
}

/** Adds a name column's words to the row's names; short words and particles say too little to follow. */
function addRowNames(names: RowNames, words: NonNullable<Replacement['words']>): void {
  for (const { input, key, fake } of words)
    if (key.length >= 3 && !NAME_PARTICLES.has(key)) names.set(key, { fake, accented: hasNonAscii(input) });
}

/** One table's (or file's) columns and what each gets; `planOnly` builds no replacer. */
export class RowAnonymizer {
  private readonly columns: Column[] = [];
  private readonly byName = new Map<string, Column>();
  private selected: Column[] = [];
  private places: Column[] = [];
  private scanned: Column[] = [];
  // Replaced or searched columns with a width their new text must fit.
  private narrow: Column[] = [];
  // The narrow columns that hold each value once, and their row's values before any replacement.
  private unique: Column[] = [];
  private readonly originals: unknown[] = [];
  // Some replaced column reads the row's context (an address, the street area of the row's place).
  private readsRow = false;
  // The names replaced in the current row, which its free text follows.
  private readonly rowNames: RowNames = new Map();
  // A row's place cells give the same fakes wherever they come again (far fewer places than rows).
  private readonly placeOutcomes = new CellsMemo<PlaceOutcome>();
  // The place columns' keys in a row, in order: what the outcomes are kept by.
  private placeKeys: (string | number)[] = [];

  constructor(
    private readonly replacers: Replacers,
    private readonly planOnly = false,
  ) {}

  has(name: string): boolean {
    return this.byName.has(name);
  }

  get plans(): readonly ColumnPlan[] {
    return this.columns.map((c) => c.plan);
  }

  /** True when some column is replaced or searched: a table with none is copied as it is. */
  get changesRows(): boolean {
    return this.selected.length + this.places.length + this.scanned.length > 0;
  }

  add(plan: ColumnPlan): void {
    const column: Column = {
      plan,
      replacer: plan.kind === null || this.planOnly ? undefined : this.replacers.of(plan.kind),
      replaced: 0,
      invalid: 0,
      cut: 0,
      found: plan.scan ? new Map() : undefined,
    };
    this.columns.push(column);
    this.byName.set(plan.column, column);
    this.selected = this.columns.filter((c) => c.replacer !== undefined && placePart(c) === undefined);
    this.places = this.columns.filter((c) => c.replacer !== undefined && placePart(c) !== undefined);
    this.placeKeys = this.places.map((c) => c.plan.key);
    this.scanned = this.columns.filter((c) => c.found !== undefined);
    this.readsRow = this.selected.some((c) => c.plan.kind !== null && COLUMN_KINDS[c.plan.kind].readsRow);
    this.narrow = this.columns.filter(
      (c) => c.plan.width !== undefined && (c.replacer !== undefined || c.found !== undefined),
    );
    this.unique = this.narrow.filter((c) => c.plan.uniqueWidth !== undefined);
  }

  /** Replaces the planned columns of one row, in place; `row` (1-based) names it in an error. */
  replace(row: Cells, rowNumber: number): void {
    // An array is indexed by number, an object by name: both read as one record here.
    const cells = row as Indexed;
    const rowNames = this.rowNames;
    // Clearing a Map makes it a new table: only a row that found names pays for it.
    if (rowNames.size > 0) rowNames.clear();
    const { unique, originals } = this;
    for (let i = 0; i < unique.length; i++) originals[i] = cells[unique[i]!.plan.key];
    const place = this.places.length > 0 ? this.replacePlaces(cells) : undefined;
    // Street names follow Spain's languages by municipality code; other countries' codes say none.
    const rowContext =
      place === undefined || !this.readsRow || this.replacers.context.locale !== 'es'
        ? undefined
        : { area: streetArea(place) };
    for (const column of this.selected) {
      const key = column.plan.key;
      if (cells[key] === undefined) continue;
      let result: Replacement | undefined;
      try {
        result = replaceCell(column.replacer!, cells, key, rowContext);
      } catch {
        throw new AnonymizeError(rowNumber, 'value_not_replaced', column.plan.column);
      }
      if (result === undefined) continue;
      column.replaced++;
      if (!result.valid) column.invalid++;
      if (result.words !== undefined && this.scanned.length > 0) addRowNames(rowNames, result.words);
    }
    for (const column of this.scanned) {
      const value = cells[column.plan.key];
      if (typeof value !== 'string' || value.length === 0) continue;
      try {
        cells[column.plan.key] = this.replacers.scanner.scan(value, rowNames, column.found!);
      } catch {
        throw new AnonymizeError(rowNumber, 'value_not_replaced', column.plan.column);
      }
    }
    for (const column of this.narrow) {
      const value = cells[column.plan.key];
      const { width, uniqueWidth } = column.plan;
      if (typeof value !== 'string' || width === undefined) continue;
      if (uniqueWidth !== undefined) {
        this.fitUnique(cells, column, value, originals[unique.indexOf(column)], uniqueWidth);
        continue;
      }
      const cut = cutTo(value, width);
      if (cut === undefined) continue;
      cells[column.plan.key] = cut;
      column.cut++;
    }
  }

  /**
   * A column that holds each value once: a new text wider than its group's
   * narrowest column becomes the original's scramble (as long as the
   * original, which fitted), since cutting could make two fakes one.
   */
  private fitUnique(
    cells: Indexed,
    column: Column,
    value: string,
    original: unknown,
    uniqueWidth: number,
  ): void {
    if (cutTo(value, uniqueWidth) === undefined) return;
    // A text column's cell may come as a number (SQLite keeps a value's own type): its digits.
    const text =
      typeof original === 'string'
        ? original
        : typeof original === 'number' || typeof original === 'bigint'
          ? String(original)
          : undefined;
    cells[column.plan.key] =
      text === undefined
        ? cutTo(value, uniqueWidth)
        : scramble(this.replacers.context.permutations, UNIQUE_FIT_LABEL, text);
    column.cut++;
  }

  /** Each column's plan and counts, `rows` read. */
  report(rows: number): ColumnReport[] {
    return this.columns.map(({ plan, replaced, invalid, found, cut }) => ({
      column: plan.column,
      kind: plan.kind,
      source: plan.source,
      action: plan.action,
      rows,
      replaced,
      invalid,
      ...(found === undefined ? {} : { found: Object.fromEntries(found) }),
      ...(cut === 0 ? {} : { cut }),
    }));
  }

  /** The counts since the last call, which start again from zero. */
  takeCounts(): ColumnCounts[] {
    return this.columns.map((column) => {
      const counts = {
        replaced: column.replaced,
        invalid: column.invalid,
        cut: column.cut,
        found: column.found === undefined ? [] : [...column.found],
      };
      column.replaced = 0;
      column.invalid = 0;
      column.cut = 0;
      column.found?.clear();
      return counts;
    });
  }

  /** Adds counts another engine of the same plans took (`takeCounts`). */
  addCounts(counts: readonly ColumnCounts[]): void {
    counts.forEach(({ replaced, invalid, cut, found }, i) => {
      const column = this.columns[i];
      if (column === undefined) return;
      column.replaced += replaced;
      column.invalid += invalid;
      column.cut += cut;
      for (const [kind, n] of found) column.found?.set(kind, (column.found.get(kind) ?? 0) + n);
    });
  }

  /**
   * The row's place columns replaced together (one source place, one fake
   * place); returns the fake municipality's code, which the row's
   * addresses follow. A cell the fake place has nothing for is replaced on
   * its own.
   */
  private replacePlaces(cells: Indexed): string | undefined {
    const places = this.places;
    const outcome = this.placeOutcomes.get(cells, this.placeKeys, () => this.placeOutcome(cells));
    for (let i = 0; i < places.length; i++) {
      const column = places[i]!;
      const cell = outcome.cells[i];
      if (cell !== undefined) cells[column.plan.key] = cell;
      if (outcome.replaced[i]) column.replaced++;
      if (outcome.invalid[i]) column.invalid++;
    }
    return outcome.municipality;
  }

  /** The place cells of a row replaced (on a copy of them): what each becomes. */
  private placeOutcome(row: Indexed): PlaceOutcome {
    const placeMapper = this.replacers.placeMapper;
    const places = this.places;
    const cells: Indexed = {};
    for (const column of places) cells[column.plan.key] = row[column.plan.key];
    const read: Partial<Record<PlacePart, string>> = {};
    for (const column of places) {
      const value = cells[column.plan.key];
      const part = placePart(column) as PlacePart;
      const text = typeof value === 'number' ? String(value) : value;
      if (typeof text === 'string' && text.trim() !== '' && read[part] === undefined) read[part] = text;
    }
    const source = placeMapper.source(read.postalCode, read.municipality, read.province, read.settlement);
    const fake = source === undefined ? undefined : placeMapper.image(source);
    const written: unknown[] = places.map(() => undefined);
    const replaced = places.map(() => false);
    const invalid = places.map(() => false);
    for (const [at, column] of places.entries()) {
      const value = cells[column.plan.key];
      const text = typeof value === 'number' ? String(value) : value;
      if (typeof text !== 'string' || text.trim() === '') continue;
      const part = placePart(column) as PlacePart;
      const fromPlace = source && fake ? placeMapper.write(part, text, source, fake) : undefined;
      if (fromPlace !== undefined) {
        written[at] =
          typeof value === 'number' && String(Number(fromPlace)) === fromPlace
            ? Number(fromPlace)
            : fromPlace;
        replaced[at] = true;
        continue;
      }
      const result = replaceCell(column.replacer!, cells, column.plan.key);
      if (result === undefined) continue;
      written[at] = cells[column.plan.key];
      replaced[at] = true;
      invalid[at] = !result.valid;
    }
    return { cells: written, replaced, invalid, municipality: fake?.municipality?.code };
  }
}
