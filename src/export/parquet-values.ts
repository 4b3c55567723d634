/**
 * One column's values of the row group being collected, kept so that no
 * value outlives its row: texts are written as PLAIN bytes as they arrive
 * (a text kept until its group is written survives several young-generation
 * collections and is copied each time, which cost more than encoding it),
 * numbers go into a Float64Array, nulls into definition levels. Decimals
 * are kept as unscaled integers for hyparquet-writer's own column writer.
 */
import type { SchemaElement } from 'hyparquet-writer';
import { PageBytes, utf8Length } from './parquet-bytes.js';
import type { ParquetColumn, StoredValue } from './parquet-columns.js';
import type { Cell } from './types.js';

/** A text column's dictionary as the values arrived: entries by first occurrence, each value's entry. */
export interface TrackedDictionary {
  /** Position (among non-null values) of each entry's first occurrence. */
  readonly firsts: readonly number[];
  readonly indexes: Int32Array;
  /** UTF-8 bytes of the entries together. */
  readonly distinctSize: number;
}

/** What writing a column chunk reads of a column's values in one row group. */
export interface ColumnValues {
  readonly element: SchemaElement;
  /** Min/max statistics in the chunk's metadata. */
  readonly statistics: boolean;
  readonly rows: number;
  /** 1 for a row with a value, 0 for a null; undefined for a REQUIRED column. */
  readonly defined: Uint8Array | undefined;
  /** Number of non-null values. */
  readonly count: number;
  /** INT32, INT64, DOUBLE and BOOLEAN (0 or 1) columns: the non-null values. */
  readonly numbers: Float64Array;
  /** BYTE_ARRAY columns: the PLAIN bytes of the non-null values (4-byte length, UTF-8)... */
  readonly plain: PageBytes;
  /** ...and where each ends in them. */
  readonly ends: Int32Array;
  /** BYTE_ARRAY columns: the dictionary, when it was kept while collecting. */
  readonly tracked: TrackedDictionary | undefined;
}

/** Values after which a column kept with a dictionary but mostly distinct stops keeping it. */
const TRACKING_CHECK = 1000;

/**
 * The key a text is deduplicated by: itself, unless it holds surrogates that
 * UTF-8 cannot keep, which become U+FFFD as its bytes do (equal bytes are
 * one dictionary entry).
 */
function textKey(value: string): string {
  if (!/[\uD800-\uDFFF]/.test(value)) return value;
  return Buffer.from(value).toString();
}

export class Collector implements ColumnValues {
  readonly element: SchemaElement;
  readonly statistics: boolean;
  readonly defined: Uint8Array | undefined;
  rows = 0;
  count = 0;
  readonly numbers: Float64Array;
  readonly plain: PageBytes;
  readonly ends: Int32Array;
  decimals: StoredValue[] = [];
  /**
   * Whether to keep a text dictionary while collecting: true while the
   * column's last group was written with one (columns of few distinct
   * values), so columns of distinct texts keep none of them. Only a cache:
   * without it the dictionary is read back from the PLAIN bytes when the
   * group needs one, so the bytes written do not depend on it.
   */
  private tracking = true;
  private entries = new Map<string, number>();
  private firsts: number[] = [];
  private readonly indexes: Int32Array;
  private distinctSize = 0;

  constructor(
    readonly column: ParquetColumn,
    capacity: number,
  ) {
    this.element = column.element;
    // Text min/max statistics cost more than the rest of the encoding and
    // prune little in generated data; numbers and dates keep theirs.
    this.statistics = column.element.type !== 'BYTE_ARRAY';
    this.defined = column.element.repetition_type === 'OPTIONAL' ? new Uint8Array(capacity) : undefined;
    const text = column.kind === 'text';
    this.numbers = new Float64Array(column.kind === 'number' ? capacity : 0);
    this.plain = new PageBytes(text ? 1 << 16 : 0);
    this.ends = new Int32Array(text ? capacity : 0);
    this.indexes = new Int32Array(text ? capacity : 0);
  }

  get tracked(): TrackedDictionary | undefined {
    if (!this.tracking) return undefined;
    return { firsts: this.firsts, indexes: this.indexes, distinctSize: this.distinctSize };
  }

  add(cell: Cell): void {
    const { column } = this;
    if (column.kind === 'text') {
      const value = column.value(cell);
      if (value !== null) this.addText(value);
      this.mark(value !== null);
    } else if (column.kind === 'number') {
      const value = column.value(cell);
      if (value !== null) this.numbers[this.count] = value;
      this.mark(value !== null);
    } else {
      const value = column.value(cell);
      this.decimals.push(value);
      this.mark(value !== null);
    }
  }

  private addText(value: string): void {
    const { plain, count } = this;
    plain.appendText(value);
    this.ends[count] = plain.index;
    if (!this.tracking) return;
    let index = this.entries.get(value);
    if (index === undefined) {
      const key = textKey(value);
      index = key === value ? undefined : this.entries.get(key);
      if (index === undefined) {
        index = this.firsts.length;
        this.firsts.push(count);
        this.distinctSize += utf8Length(value);
        this.entries.set(key, index);
      }
      this.entries.set(value, index);
    }
    this.indexes[count] = index;
    // Mostly distinct so far: a dictionary would very likely lose, stop keeping one.
    if (count === TRACKING_CHECK && this.firsts.length > TRACKING_CHECK * 0.9) this.stopTracking();
  }

  private stopTracking(): void {
    this.tracking = false;
    this.entries = new Map();
    this.firsts = [];
    this.distinctSize = 0;
  }

  private mark(present: boolean): void {
    if (present) this.count++;
    if (this.defined) this.defined[this.rows] = present ? 1 : 0;
    else if (!present) throw new Error(`Parquet: a null in column ${this.element.name}, declared never null`);
    this.rows++;
  }

  /** Ready for the next group; `dictionary` says whether this one was written with one. */
  clear(dictionary: boolean): void {
    this.rows = 0;
    this.count = 0;
    this.decimals = [];
    this.plain.reset();
    this.stopTracking();
    this.tracking = dictionary;
  }
}
